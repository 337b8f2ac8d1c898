import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { integrityText, logTexts as t } from '@shared/messages/logs.js';
import { errorText } from '@/lib/api-errors.js';
import { useLogChainCheck } from '../api/check-log-chain.js';
import { formatLogTime } from '../lib/log-time.js';

/**
 * 'Sprawdź integralność': the browser reads the whole chain and recomputes it, then says plainly
 * whether the log is intact or at which entry (lp, date) it breaks.
 */
export function IntegrityCheck() {
  const [read, setRead] = useState(0);
  const check = useLogChainCheck(setRead);
  const start = () => {
    setRead(0);
    check.mutate();
  };
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="outline" onClick={start} loading={check.isPending}>
          {t.checkIntegrity}
        </Button>
        {check.isPending && (
          <Text size="sm" c="dimmed">
            {t.checking(read)}
          </Text>
        )}
      </Group>
      {check.data && (
        <Alert color={check.data.intact ? 'green' : 'red'} variant="light" role="status" data-testid="integrity-result">
          {integrityText(check.data, formatLogTime)}
        </Alert>
      )}
      {check.isError && (
        <Alert color="red" variant="light" role="status">
          {errorText(check.error)}
        </Alert>
      )}
    </Stack>
  );
}
