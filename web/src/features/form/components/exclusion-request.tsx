import { Stack, Text, Textarea } from '@mantine/core';
import { reportTextLimits } from '@shared/domain/report-form.js';
import { useTexts } from '@/i18n/reporter-language.js';

const MAX = reportTextLimits.exclusionRequestMax;

/**
 * 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' (issue #34): optional free text —
 * never a list, which would show the reporter who the staff are — sent encrypted with the report.
 * Said plainly: the category's staff learn that a report came before anyone reads the request.
 * Asked in the confirmation before the send, in the form's later chunk with its texts (decision 272).
 */
export function ExclusionRequest({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTexts('formFollowUpTexts');
  return (
    <Stack gap={4}>
      <Textarea
        label={t.exclusionRequestLabel}
        description={`${t.exclusionRequestHint} ${t.exclusionRequestNotice}`}
        rows={3}
        maxLength={MAX}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Text size="xs" c="dimmed" ta="right">
        {t.exclusionRequestCount(value.length, MAX)}
      </Text>
    </Stack>
  );
}
