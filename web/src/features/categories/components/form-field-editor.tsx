import { Badge, Button, Checkbox, Fieldset, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { categoryLimits, fieldType, fieldTypeLabel, type FieldType } from '@shared/domain/category.js';
import { categoryPanelTexts as t } from '@shared/messages/categories.js';
import { optionList, type FieldDraft } from '../lib/form-model.js';

const typeOptions = (Object.entries(fieldTypeLabel) as [string, string][]).map(([value, label]) => ({ value, label }));

interface FormFieldEditorProps {
  field: FieldDraft;
  index: number;
  count: number;
  errors: { type?: string | undefined; label?: string | undefined; options?: string | undefined };
  disabled: boolean;
  onChange: (patch: Partial<Omit<FieldDraft, 'key' | 'id'>>) => void;
  onBlur: (path: 'type' | 'label' | 'options') => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** 'n/max', red above the limit (the spec's counter under a label, doc 1 §5). */
export function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" size="xs" c={length > max ? 'red' : 'dimmed'}>
      {t.counter(length, max)}
    </Text>
  );
}

/**
 * How the element will look to a reporter. A checkbox label may hold link markup, which the
 * public form turns into a link; here it is shown as plain text (never parsed as HTML).
 */
function FieldPreview({ field }: { field: FieldDraft }) {
  if (field.type === fieldType.checkbox && field.label.trim()) {
    return (
      <Stack gap={4} data-testid="field-preview">
        <Text size="xs" c="dimmed">
          {t.preview} ({t.previewMarkupNote.toLowerCase()})
        </Text>
        <Checkbox disabled checked={false} onChange={() => {}} label={field.label} aria-label={t.preview} />
      </Stack>
    );
  }
  if (field.type === fieldType.select) {
    const options = optionList(field.options);
    if (options.length === 0) return null;
    return (
      <Group gap={6} data-testid="field-preview">
        <Text size="xs" c="dimmed">
          {t.preview}:
        </Text>
        {options.map((option, i) => (
          <Badge key={`${i}-${option}`} variant="light" tt="none">
            {option}
          </Badge>
        ))}
      </Group>
    );
  }
  return null;
}

/** One element of the form builder: type, required, label with its counter, options of a list, order. */
export function FormFieldEditor({ field, index, count, errors, disabled, onChange, onBlur, onMove, onRemove }: FormFieldEditorProps) {
  const n = index + 1;
  return (
    <Fieldset legend={t.fieldLegend(n)} disabled={disabled} data-testid="form-field">
      <Stack gap="sm">
        <Group align="flex-start" gap="md">
          <Select
            label={t.fieldType}
            placeholder={t.fieldTypePlaceholder}
            required
            data={typeOptions}
            value={field.type === null ? null : String(field.type)}
            onChange={(value) => onChange({ type: value ? (Number(value) as FieldType) : null })}
            onBlur={() => onBlur('type')}
            error={errors.type}
            allowDeselect={false}
            w={260}
          />
          <Checkbox
            mt={32}
            label={t.fieldRequiredToggle}
            checked={field.required}
            onChange={(event) => onChange({ required: event.currentTarget.checked })}
          />
        </Group>
        <Textarea
          label={t.fieldLabel}
          required
          rows={2}
          resize="vertical"
          value={field.label}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
          onBlur={() => onBlur('label')}
          error={errors.label}
          description={<Counter length={field.label.length} max={categoryLimits.labelMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {field.type === fieldType.checkbox && (
          <Text size="xs" c="dimmed">
            {t.checkboxLinkHint}
          </Text>
        )}
        {field.type === fieldType.select && (
          <Textarea
            label={t.fieldOptions}
            placeholder={t.fieldOptionsPlaceholder}
            required
            rows={2}
            resize="vertical"
            value={field.options}
            onChange={(event) => onChange({ options: event.currentTarget.value })}
            onBlur={() => onBlur('options')}
            error={errors.options}
            description={<Counter length={field.options.length} max={categoryLimits.optionsMax} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        )}
        <FieldPreview field={field} />
        <Group gap="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t.moveUp(n)}>
            ↑
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t.moveDown(n)}
          >
            ↓
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove} aria-label={t.removeField(n)}>
            {t.delete}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
