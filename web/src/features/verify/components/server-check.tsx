import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { receiptTexts as t } from '@shared/messages/receipt.js';
import type { SignedReceipt } from '@shared/receipts/receipt.js';
import { ApiError } from '@/lib/api-errors.js';
import { askWhetherStored } from '../api/check-receipt.js';

type Answer = { stored: boolean } | { failed: string };

/**
 * Under an authentic receipt: on request, the server says whether it still stores the report of
 * this identifier and digest (docs/security.md §6.8). Asked only when the person chooses to, since
 * the check itself is otherwise done in the browser alone.
 */
export function ServerCheck({ receipt }: { receipt: SignedReceipt }) {
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const ask = async () => {
    setAsking(true);
    try {
      setAnswer(await askWhetherStored(receipt));
    } catch (error) {
      // A refusal says why in Polish (e.g. too many checks); anything else: try again.
      setAnswer({
        failed: error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t.askFailed,
      });
    } finally {
      setAsking(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t.askServerHint}</Text>
      <Button variant="light" loading={asking} onClick={() => void ask()} style={{ alignSelf: 'flex-start' }}>
        {t.askServer}
      </Button>
      {answer &&
        ('failed' in answer ? (
          <Alert color="yellow" variant="light" role="alert">
            {answer.failed}
          </Alert>
        ) : (
          <Alert color={answer.stored ? 'green' : 'gray'} variant="light" role="status" data-testid="server-answer">
            {answer.stored ? t.stored(receipt.identifier) : t.notStored(receipt.identifier)}
          </Alert>
        ))}
    </Stack>
  );
}
