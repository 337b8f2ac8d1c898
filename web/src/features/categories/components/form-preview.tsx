import { Checkbox, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { fieldType } from '@shared/domain/category.js';
import { categoryPanelTexts as t } from '@shared/messages/categories.js';
import { LinkLabel } from '@/components/link-label.js';
import { optionList, storedLabel, type CategoryFormValues, type FieldDraft } from '../lib/form-model.js';

/** One element as a reporter meets it (fillable here, never sent). */
function PreviewField({ field }: { field: FieldDraft }) {
  const label = storedLabel(field);
  switch (field.type) {
    case fieldType.longText:
      return <Textarea label={label} required={field.required} rows={4} />;
    case fieldType.shortText:
      return <TextInput label={label} required={field.required} />;
    case fieldType.select:
      return (
        <NativeSelect
          label={label}
          required={field.required}
          data={[
            { value: '', label: t.previewChoose },
            ...optionList(field.options).map((option) => ({ value: option, label: option })),
          ]}
        />
      );
    case fieldType.checkbox:
      return <Checkbox label={<LinkLabel label={label} required={field.required} />} required={field.required} />;
    default:
      return null;
  }
}

/**
 * 'Podgląd': the category's form as the reporter will see it on the public form — its elements in
 * their order, each as its input with the label as stored (a checkbox's link working), and what
 * the category adds (the reporter's data when it is not anonymous, files when allowed).
 */
export function FormPreview({ values }: { values: CategoryFormValues }) {
  const fields = values.fields.filter((field) => field.type !== null && field.label.trim() !== '');
  return (
    <Paper withBorder p="md" data-testid="form-preview">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.previewIntro}
        </Text>
        <Title order={3} size="h4">
          {values.name.trim() || t.addTitle}
        </Title>
        {fields.length === 0 ? (
          <Text size="sm">{t.previewEmpty}</Text>
        ) : (
          // Inside the builder's own form: a group, not a nested form, and Enter here never saves.
          <Stack
            gap="sm"
            role="group"
            aria-label={t.preview}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
            }}
          >
            {fields.map((field) => (
              <PreviewField key={field.key} field={field} />
            ))}
          </Stack>
        )}
        {!values.anonymous && <Text size="sm">{t.previewReporter}</Text>}
        {values.files && <Text size="sm">{t.previewFiles}</Text>}
      </Stack>
    </Paper>
  );
}
