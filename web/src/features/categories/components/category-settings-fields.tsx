import { Alert, Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { categoryLimits } from '@shared/domain/category.js';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import type { CategoryFormState } from '../hooks/use-category-form.js';
import { Counter } from './form-field-editor.js';

/** The category's name and its four switches (visible, active, files, anonymous). */
export function CategorySettingsFields({
  form,
  saving,
  locked,
}: {
  form: CategoryFormState['form'];
  saving: boolean;
  /** The only remaining category: its visibility and status cannot change. */
  locked: boolean;
}) {
  const checkbox = (
    name: 'visible' | 'active' | 'files' | 'anonymous',
    label: string,
    hint: string,
    lockable = false,
  ) => (
    <Checkbox
      label={label}
      description={hint}
      disabled={saving || (lockable && locked)}
      {...form.getInputProps(name, { type: 'checkbox' })}
    />
  );
  return (
    <>
      <TextInput
        label={t.name}
        required
        data-autofocus
        data-path="name"
        disabled={saving}
        {...form.getInputProps('name')}
        description={<Counter length={form.values.name.length} max={categoryLimits.nameMax} />}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {checkbox('visible', t.visible, t.visibleHint, true)}
        {checkbox('active', t.active, t.activeHint, true)}
        {checkbox('files', t.files, t.filesHint)}
        {checkbox('anonymous', t.anonymous, t.anonymousHint)}
      </SimpleGrid>
      {locked && (
        <Alert color="blue" variant="light" role="note">
          {categoryTexts.lastCategoryLocked}
        </Alert>
      )}
    </>
  );
}
