import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { Category } from '@shared/contracts/categories/schemas.js';
import { categoryLimits } from '@shared/domain/category.js';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { QueryContent } from '../../../components/query-content.js';
import { ApiError, errorText } from '../../../lib/api-errors.js';
import { useCreateCategory } from '../api/create-category.js';
import { useCategory } from '../api/get-category.js';
import { useUpdateCategory } from '../api/update-category.js';
import {
  categoryToValues,
  hasFieldErrors,
  labelTooLong,
  newCategoryValues,
  newField,
  toCategoryInput,
  validateCategory,
  type CategoryFormValues,
  type FieldDraft,
} from '../lib/form-model.js';
import { Counter, FormFieldEditor } from './form-field-editor.js';
import { NoticeAlert, type Notice } from './notice-alert.js';

/** Which category the dialog edits: a new one, or a stored one by id. */
export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: string };

interface CategoryFormProps {
  initial: CategoryFormValues;
  target: FormTarget;
  /** The only remaining category: its visibility and status cannot change (doc 1 §4). */
  locked: boolean;
  onCancel: () => void;
  onSaved: (category: Category) => void;
}

function CategoryForm({ initial, target, locked, onCancel, onSaved }: CategoryFormProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;
  const form = useForm<CategoryFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: validateCategory,
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  const { fields } = form.values;

  const save = async (values: CategoryFormValues) => {
    const body = toCategoryInput(values);
    if (!body) return;
    setNotice(null);
    try {
      const saved =
        target.mode === 'add' ? await create.mutateAsync({ body }) : await update.mutateAsync({ params: { id: target.id }, body });
      onSaved(saved);
    } catch (failure) {
      // A 400 names the element paths of the contract (fields.2.label), the same as the form's.
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) form.setErrors(failure.fields);
      setNotice({ kind: 'error', text: errorText(failure) });
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      if (form.values.fields.length === 0) setNotice({ kind: 'error', text: categoryTexts.atLeastOneField });
      else if (hasFieldErrors(errors)) setNotice({ kind: 'error', text: categoryTexts.formError });
      return;
    }
    const values = form.values;
    modals.openConfirmModal({
      title: t.confirmTitle,
      children: <Text size="sm">{categoryTexts.confirmSave}</Text>,
      labels: { confirm: t.save, cancel: t.cancel },
      onConfirm: () => void save(values),
    });
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

  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? error : undefined;
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t.name}
          required
          data-autofocus
          disabled={saving}
          {...form.getInputProps('name')}
          description={<Counter length={form.values.name.length} max={categoryLimits.nameMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Checkbox
            label={t.visible}
            description={t.visibleHint}
            disabled={saving || locked}
            {...form.getInputProps('visible', { type: 'checkbox' })}
          />
          <Checkbox
            label={t.active}
            description={t.activeHint}
            disabled={saving || locked}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Checkbox label={t.files} description={t.filesHint} disabled={saving} {...form.getInputProps('files', { type: 'checkbox' })} />
          <Checkbox
            label={t.anonymous}
            description={t.anonymousHint}
            disabled={saving}
            {...form.getInputProps('anonymous', { type: 'checkbox' })}
          />
        </SimpleGrid>
        {locked && (
          <Alert color="blue" variant="light" role="note">
            {categoryTexts.lastCategoryLocked}
          </Alert>
        )}

        <Title order={3} size="h4">
          {t.formElements}
        </Title>
        {fields.length === 0 && (
          <Text size="sm" c={errorOf('fields') ? 'red' : 'dimmed'}>
            {t.noFields}
          </Text>
        )}
        {fields.map((field, index) => (
          <FormFieldEditor
            key={field.key}
            field={field}
            index={index}
            count={fields.length}
            disabled={saving}
            errors={{
              type: errorOf(`fields.${index}.type`),
              label: errorOf(`fields.${index}.label`),
              options: errorOf(`fields.${index}.options`),
            }}
            onChange={(patch) => changeField(index, patch)}
            onBlur={(path) => form.validateField(`fields.${index}.${path}`)}
            onMove={(to) => form.reorderListItem('fields', { from: index, to })}
            onRemove={() => form.removeListItem('fields', index)}
          />
        ))}
        <Group>
          <Button variant="light" onClick={addField} disabled={saving || fields.length >= categoryLimits.fieldsMax}>
            {t.addField}
          </Button>
        </Group>

        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={saving} disabled={labelTooLong(form.values)}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CategoryFormModalProps {
  target: FormTarget | null;
  /** True when the panel holds exactly one category (then editing it locks visibility and status). */
  onlyCategory: boolean;
  onClose: () => void;
  onSaved: (category: Category) => void;
}

type OpenedFormProps = Omit<CategoryFormModalProps, 'target' | 'onClose'> & { onCancel: () => void };

/** Editing: the stored category, loaded afresh, in the form. */
function EditCategoryForm({ id, onlyCategory, ...rest }: OpenedFormProps & { id: string }) {
  return (
    <QueryContent query={useCategory(id)}>
      {(category) => <CategoryForm initial={categoryToValues(category)} target={{ mode: 'edit', id }} locked={onlyCategory} {...rest} />}
    </QueryContent>
  );
}

/** 'Dodawanie kategorii' / 'Edycja kategorii' with the form-element builder (doc 1 §2, §5). */
export function CategoryFormModal({ target, onlyCategory, onClose, onSaved }: CategoryFormModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t.editTitle : t.addTitle}
      size="xl"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {target?.mode === 'add' && <CategoryForm initial={newCategoryValues()} target={target} locked={false} onCancel={onClose} onSaved={onSaved} />}
      {target?.mode === 'edit' && (
        <EditCategoryForm key={target.id} id={target.id} onlyCategory={onlyCategory} onCancel={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}
