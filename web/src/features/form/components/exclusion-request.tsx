import { Stack, Text, Textarea } from '@mantine/core';
import { useState, type RefObject } from 'react';
import { reportTextLimits } from '@shared/domain/report-form.js';
import { useTexts } from '@/i18n/reporter-language.js';

const MAX = reportTextLimits.exclusionRequestMax;

/**
 * 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' (issue #34): optional free text — never a list, which
 * would show the reporter who the staff are — sent encrypted with the report. Said plainly: the
 * category's staff learn that a report came before anyone reads the request. In the form's later
 * chunk with its texts (docs/figures.md "Budgets"); what is typed is kept in `typedRef`, so that
 * the form sends it without holding this component's code.
 */
export function ExclusionRequest({ typedRef }: { typedRef: RefObject<string> }) {
  const t = useTexts('formFollowUpTexts');
  const [text, setText] = useState('');
  return (
    <Stack gap={4}>
      <Textarea
        label={t.exclusionRequestLabel}
        description={`${t.exclusionRequestHint} ${t.exclusionRequestNotice}`}
        rows={3}
        maxLength={MAX}
        value={text}
        onChange={(event) => {
          typedRef.current = event.currentTarget.value;
          setText(event.currentTarget.value);
        }}
      />
      <Text size="xs" c="dimmed" ta="right">
        {t.exclusionRequestCount(text.length, MAX)}
      </Text>
    </Stack>
  );
}
