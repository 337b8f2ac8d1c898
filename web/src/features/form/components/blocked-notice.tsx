import { Alert, Text } from '@mantine/core';
import { formTexts } from '@shared/messages/form.js';

/** Doc 3 §8: the form answered 409 (the organisation's licence expired) — sending is disabled. */
export function BlockedNotice() {
  return (
    <Alert color="red" variant="light" title={formTexts.blockedTitle} role="alert">
      <Text size="sm">{formTexts.blockedBody}</Text>
      <Text size="sm" mt="xs">
        {formTexts.blockedAdvice}
      </Text>
    </Alert>
  );
}
