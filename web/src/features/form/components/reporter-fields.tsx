import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useTexts } from '@/i18n/reporter-language.js';
import { accountLimits } from '@shared/domain/auth.js';
import { PHONE_PATTERN, textLimits, type ReporterContact, type ReporterKey } from '../lib/field-rules.js';
import { digitsOnly } from '@/lib/digits.js';

/** The phone field takes digits only, 9 at most: anything else typed or pasted is left out. */

interface ReporterFieldsProps {
  reporter: ReporterContact;
  errors: Partial<Record<ReporterKey, string | null>>;
  onChange: (key: ReporterKey, value: string) => void;
  onBlur: (key: ReporterKey) => void;
}

/** Name, phone and e-mail: asked for (all required) when the category is not anonymous. */
export function ReporterFields({ reporter, errors, onChange, onBlur }: ReporterFieldsProps) {
  const t = useTexts('formTexts');
  return (
    <Stack gap="sm" component="section" aria-labelledby="reporter-heading">
      <Title order={2} size="h4" id="reporter-heading">
        {t.reporterSection}
      </Title>
      <Text size="sm">{t.reporterRequired}</Text>
      <TextInput
        label={t.reporterName}
        required
        autoComplete="name"
        minLength={textLimits.nameMin}
        maxLength={textLimits.nameMax}
        value={reporter.name}
        error={errors.name ?? null}
        onChange={(event) => onChange('name', event.currentTarget.value)}
        onBlur={() => onBlur('name')}
      />
      <TextInput
        label={t.reporterPhone}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        pattern={PHONE_PATTERN}
        value={reporter.phone}
        error={errors.phone ?? null}
        onChange={(event) => onChange('phone', digitsOnly(event.currentTarget.value, accountLimits.phoneDigits))}
        onBlur={() => onBlur('phone')}
      />
      <TextInput
        label={t.reporterEmail}
        required
        type="email"
        autoComplete="email"
        maxLength={textLimits.emailMax}
        value={reporter.email}
        error={errors.email ?? null}
        onChange={(event) => onChange('email', event.currentTarget.value)}
        onBlur={() => onBlur('email')}
      />
    </Stack>
  );
}
