import { Stack, Text, Textarea } from '@mantine/core';
import { EXCLUSION_REQUEST_MAX } from '@shared/domain/exclusion-request.js';
import { useTexts } from '@/i18n/reporter-language.js';

/**
 * 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' (issue #34): optional free text —
 * never a list, which would show the reporter who the staff are — sent encrypted with the report.
 * Said plainly: the category's staff learn that a report came before anyone reads the request.
 * Asked in the confirmation before the send, in the form's later chunk with its texts (decision 282).
 */
export function ExclusionRequest({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTexts('formFollowUpTexts');
  return (
    <Stack gap={4}>
      <Textarea
        label={t.exclusionRequestLabel}
        description={`${t.exclusionRequestHint} ${t.exclusionRequestNotice}`}
        rows={3}
        maxLength={EXCLUSION_REQUEST_MAX}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Text size="xs" c="dimmed" ta="right">
        {t.exclusionRequestCount(value.length, EXCLUSION_REQUEST_MAX)}
      </Text>
    </Stack>
  );
}
