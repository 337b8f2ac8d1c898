import { useState, type ChangeEvent, type FormEvent } from 'react';

type Errors<T> = Record<keyof T, string | null>;

/**
 * A login screen's fields without a form library (the reporter's first load, docs/figures.md "Budgets"): a
 * field's message shows once it is left or a login is tried, and goes while it is being changed,
 * as on every other form of the site.
 */
export function useLoginFields<T extends Record<string, string>>(initial: T, check: (values: T) => Errors<T>) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<keyof T, boolean>>>({});
  const errors = check(values);

  const setValue = (name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setShown((current) => ({ ...current, [name]: false }));
  };

  /** value, onChange, onBlur and error of one field, for a Mantine input; `keep` filters what is typed. */
  const field = (name: keyof T, keep: (value: string) => string = (value) => value) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, keep(event.currentTarget.value)),
    onBlur: () => setShown((current) => ({ ...current, [name]: true })),
    error: shown[name] ? errors[name] : null,
  });

  /** The form's submit handler: shows every message, and logs in only when there is none. */
  const onSubmit = (logIn: (values: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    setShown(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<keyof T, boolean>);
    if (Object.values(errors).every((error) => error === null)) logIn(values);
  };

  return { values, field, onSubmit };
}
