import { Button, Group, Text, Title } from '@mantine/core';
import { categoryLimits } from '@shared/domain/category.js';
import { categoryPanelTexts as t } from '@shared/messages/categories.js';
import { errorAt, type CategoryFormState } from '../hooks/use-category-form.js';
import { FormFieldEditor, type FieldPart } from './form-field-editor.js';

const FIELD_PARTS: FieldPart[] = ['type', 'label', 'options', 'linkUrl', 'linkText'];

/** 'Elementy formularza': each element's editor in order, and 'Dodaj element' up to the limit. */
export function FormElementsEditor({
  state: { form, saving, addField, changeField },
}: {
  state: Pick<CategoryFormState, 'form' | 'saving' | 'addField' | 'changeField'>;
}) {
  const { fields } = form.values;
  const partErrors = (index: number) =>
    Object.fromEntries(FIELD_PARTS.map((part) => [part, errorAt(form, `fields.${index}.${part}`)]));
  return (
    <>
      <Title order={3} size="h4">
        {t.formElements}
      </Title>
      {fields.length === 0 && (
        <Text size="sm" c={errorAt(form, 'fields') ? 'red' : 'dimmed'}>
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
          errors={partErrors(index)}
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
    </>
  );
}
