import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/**
 * A required field of a Mantine form, bound to it by `name` (value, error, change and blur
 * handlers, and the key the form remounts it by), with the input's own props (`label`,
 * `autoComplete`, `disabled`, `type`...) besides.
 */
type FormInputProps<Values, InputProps> = Omit<InputProps, 'form' | 'name' | 'required'> & {
  form: UseFormReturnType<Values>;
  name: keyof Values & string;
  label: string;
  autoComplete: string;
};

export function FormTextInput<Values>({ form, name, ...props }: FormInputProps<Values, TextInputProps>) {
  return <TextInput {...props} required key={form.key(name)} {...form.getInputProps(name)} />;
}

export function FormPasswordInput<Values>({ form, name, ...props }: FormInputProps<Values, PasswordInputProps>) {
  return <PasswordInput {...props} required key={form.key(name)} {...form.getInputProps(name)} />;
}
