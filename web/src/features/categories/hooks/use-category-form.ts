import { useForm } from '@mantine/form';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Category } from '@shared/contracts/categories/schemas.js';
import type { TranslationLanguage } from '@shared/domain/category-translations.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useCreateCategory } from '../api/create-category.js';
import { useUpdateCategory } from '../api/update-category.js';
import type { Notice } from '@/components/notice-alert.js';
import {
  namedErrors,
  newField,
  toCategoryInput,
  translationPath,
  validateCategoryForm,
  type CategoryFormValues,
  type FieldDraft,
} from '../lib/form-model.js';

/** Which category the dialog edits: a new one, or a stored one by id. */
export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: string };

/** A problem of the form, named as the form shows it, at its form path (`name`, `fields.2.label`). */
export type FormProblem = { path: string; text: string };

export interface CategoryFormOptions {
  initial: CategoryFormValues;
  target: FormTarget;
  onSaved: (category: Category) => void;
  /**
   * Set to ask the open form whether it differs from what was loaded. Closing reads it at that
   * moment: a state copy lags a render behind, and an Esc pressed straight after typing would
   * close the builder without asking.
   */
  hasChanges: RefObject<() => boolean>;
  /** Asks before saving; `save` is called once the person confirms. */
  confirmSave: (save: () => void) => void;
}

/**
 * The category builder's state: the Mantine form, the tab shown, the alert and the list of
 * problems in the bar, and the save (validate, confirm, create or update, the server's field
 * errors back at their fields).
 */
export function useCategoryForm({ initial, target, onSaved, hasChanges, confirmSave }: CategoryFormOptions) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [tab, setTab] = useState<string | null>('edit');
  const [translationTab, setTranslationTab] = useState<TranslationLanguage>('uk');
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;
  const form = useForm<CategoryFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: validateCategoryForm,
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- the dialog's own ref, read when it is asked to close
    hasChanges.current = () => form.isDirty();
  });
  useLayoutEffect(
    () => () => {
      hasChanges.current = () => false;
    },
    [hasChanges],
  );

  // The list of problems follows the fixes: one fixed is one gone, the last one fixed clears it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list shown after a failed save follows each fix
    if (problems.length > 0) setProblems(namedErrors(form.errors));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the errors updates the list
  }, [form.errors]);

  /** The field at a form path (`name`, `fields.2.label`: its input's `data-path`), focused and scrolled to its middle. */
  const goTo = (path: string) => {
    const translated = translationPath(path);
    setTab(translated ? 'translations' : 'edit');
    if (translated) setTranslationTab(translated.language);
    requestAnimationFrame(() => {
      const root = formRef.current;
      if (!root) return;
      const found =
        root.querySelector<HTMLElement>(`[data-path="${path}"]`) ??
        root.querySelector<HTMLElement>('[aria-invalid="true"]');
      found?.scrollIntoView({ block: 'center' });
      found?.focus();
    });
  };

  const save = async (values: CategoryFormValues) => {
    const body = toCategoryInput(values);
    if (!body) return;
    setNotice(null);
    try {
      const saved =
        target.mode === 'add'
          ? await create.mutateAsync({ body })
          : await update.mutateAsync({ params: { id: target.id }, body });
      onSaved(saved);
    } catch (failure) {
      // A 400 names the element paths of the contract (fields.2.label), the same as the form's.
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
        form.setErrors(failure.fields);
        setProblems(namedErrors(failure.fields));
      }
      setNotice({ kind: 'error', text: errorText(failure) });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      const named = namedErrors(errors);
      if (named.length === 1 && named[0]?.path === 'fields') {
        // Nothing to point at yet: the form has no element at all.
        setProblems([]);
        setNotice({ kind: 'error', text: categoryTexts.atLeastOneField });
        return;
      }
      setProblems(named);
      const first = named.find((problem) => problem.path !== 'fields');
      if (first) goTo(first.path);
      return;
    }
    setProblems([]);
    const values = form.values;
    confirmSave(() => void save(values));
  };

  const addField = () => {
    form.insertListItem('fields', newField());
    form.clearFieldError('fields');
    if (notice?.text === categoryTexts.atLeastOneField) setNotice(null);
  };

  const changeField = (index: number, patch: Partial<Omit<FieldDraft, 'key' | 'id'>>) => {
    for (const [key, value] of Object.entries(patch)) {
      form.setFieldValue(`fields.${index}.${key}`, value);
    }
  };

  return {
    form,
    formRef,
    tab,
    setTab,
    translationTab,
    setTranslationTab,
    saving,
    notice,
    clearNotice: () => setNotice(null),
    problems,
    clearProblems: () => setProblems([]),
    goTo,
    submit,
    addField,
    changeField,
  };
}

export type CategoryFormState = ReturnType<typeof useCategoryForm>;

/** The error shown at a form path, if any. */
export function errorAt(form: CategoryFormState['form'], path: string): string | undefined {
  const error = form.errors[path];
  return typeof error === 'string' ? error : undefined;
}
