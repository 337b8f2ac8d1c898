import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { fieldType } from '@shared/domain/category.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { textLimits, type FieldValue, type PublicField } from '../lib/field-rules.js';
import { LinkLabel } from '@/components/link-label.js';

interface FieldInputProps {
  field: PublicField;
  value: FieldValue | undefined;
  /** Shown once the field was left or a send was tried. */
  error: string | null;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
}

/**
 * One element of the category's form (field types), with the native constraints that
 * match field-rules.ts, so that `form.checkValidity()` says the same as the messages.
 */
export function FieldInput({ field, value, error, onChange, onBlur }: FieldInputProps) {
  const t = useTexts('formTexts');
  const words = useTexts('fieldValueTexts');
  const text = typeof value === 'string' ? value : '';
  const common = { label: field.label, required: field.required, error, onBlur } as const;
  switch (field.type) {
    case fieldType.longText:
      return (
        <Textarea
          {...common}
          rows={6}
          minLength={field.required ? textLimits.longMin : undefined}
          maxLength={textLimits.longMax}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case fieldType.shortText:
      return (
        <TextInput
          {...common}
          minLength={field.required ? textLimits.shortMin : undefined}
          maxLength={textLimits.shortMax}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case fieldType.select:
      return (
        <NativeSelect
          {...common}
          data={[
            { value: '', label: t.choose },
            ...field.options.map((option, i) => ({ value: option, label: field.optionLabels?.[i] ?? option })),
          ]}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case fieldType.checkbox:
      return (
        <Checkbox
          label={<LinkLabel label={field.label} required={field.required} opensInNewTab={words.linkOpensInNewTab} />}
          required={field.required}
          error={error}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
        />
      );
  }
}
