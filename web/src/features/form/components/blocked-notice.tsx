import { Alert, Text } from '@mantine/core';
import { useTexts } from '@/i18n/reporter-language.js';

/** The form answered 409 (the organisation's licence expired) — sending is disabled. */
export function BlockedNotice() {
  const t = useTexts('formTexts');
  return (
    <Alert color="red" variant="light" title={t.blockedTitle} role="alert">
      <Text size="sm">{t.blockedBody}</Text>
      <Text size="sm" mt="xs">
        {t.blockedAdvice}
      </Text>
    </Alert>
  );
}
