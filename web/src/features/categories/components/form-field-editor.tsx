import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { categoryLimits, fieldType, fieldTypeLabel, type FieldType } from '@shared/domain/category.js';
import { categoryPanelTexts as t } from '@shared/messages/categories.js';
import { labelLength, type FieldDraft } from '../lib/form-model.js';

const typeOptions = Object.entries<string>(fieldTypeLabel).map(([value, label]) => ({ value, label }));

/** The parts of an element that can be wrong, named as the form paths name them. */
export type FieldPart = 'type' | 'label' | 'options' | 'linkUrl' | 'linkText';

interface FormFieldEditorProps {
  field: FieldDraft;
  index: number;
  count: number;
  errors: Partial<Record<FieldPart, string | undefined>>;
  disabled: boolean;
  onChange: (patch: Partial<Omit<FieldDraft, 'key' | 'id'>>) => void;
  onBlur: (path: FieldPart) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** 'n/max', red above the limit (the spec's counter under a label). */
export function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text component="span" size="xs" c={length > max ? 'red' : 'dimmed'}>
      {t.counter(length, max)}
    </Text>
  );
}

/**
 * One element of the form builder: type, required, label with its counter (of the label as the
 * reporter reads it: the link's text counted, its address and markup not), a checkbox's optional link as an address and the words that become
 * the link (never typed as markup), options of a list, order.
 */
export function FormFieldEditor({
  field,
  index,
  count,
  errors,
  disabled,
  onChange,
  onBlur,
  onMove,
  onRemove,
}: FormFieldEditorProps) {
  const n = index + 1;
  /** Each input carries its form path, so that a named problem can lead to it. */
  const path = (part: FieldPart) => ({ 'data-path': `fields.${index}.${part}` });
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
            {...path('type')}
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
          {...path('label')}
          error={errors.label}
          description={<Counter length={labelLength(field)} max={categoryLimits.labelMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {field.type === fieldType.checkbox && (
          <Fieldset legend={t.linkLegend} variant="unstyled" data-testid="link-field">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t.linkUrl}
                placeholder={t.linkUrlPlaceholder}
                type="url"
                inputMode="url"
                value={field.linkUrl}
                onChange={(event) => onChange({ linkUrl: event.currentTarget.value })}
                onBlur={() => onBlur('linkUrl')}
                {...path('linkUrl')}
                error={errors.linkUrl}
              />
              <TextInput
                label={t.linkText}
                description={t.linkTextHint}
                value={field.linkText}
                onChange={(event) => onChange({ linkText: event.currentTarget.value })}
                onBlur={() => onBlur('linkText')}
                {...path('linkText')}
                error={errors.linkText}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            </SimpleGrid>
          </Fieldset>
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
            {...path('options')}
            error={errors.options}
            description={<Counter length={field.options.length} max={categoryLimits.optionsMax} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        )}
        <Group gap="xs" justify="flex-end">
          <Button
            size="compact-sm"
            variant="default"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t.moveUp(n)}
          >
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
