import { Alert, Button, FileInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { receiptTexts as t } from '@shared/messages/receipt.js';
import { PublicPage } from '@/components/public-page.js';
import { receiptTime } from '@/lib/receipt-time.js';
import { checkReceipt, type CheckOutcome } from '../lib/check-receipt.js';
import { ServerCheck } from './server-check.js';

/** The answer: authentic, with what the receipt states, or why not (never an error page). */
function Outcome({ outcome }: { outcome: CheckOutcome }) {
  if (outcome.authentic) {
    const { receipt } = outcome;
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={t.authenticTitle} role="status" data-testid="verify-outcome">
          {t.authentic(receipt.identifier, receiptTime(receipt.receivedAt), receipt.organisation)}
        </Alert>
        <ServerCheck receipt={receipt} />
      </Stack>
    );
  }
  const cannotCheck = outcome.why === 'keys-unavailable' || outcome.why === 'unsupported';
  return (
    <Alert
      color={cannotCheck ? 'yellow' : 'red'}
      variant="light"
      title={cannotCheck ? t.cannotCheckTitle : t.notAuthenticTitle}
      role="alert"
      data-testid="verify-outcome"
    >
      {t.refusals[outcome.why]}
    </Alert>
  );
}

/**
 * `/verify`: anyone uploads a receipt PDF or pastes its code; the signature is checked in this
 * browser against the published keys (docs/security.md §6.8). Nothing is sent but the keys' request.
 */
export function VerifyPage() {
  const [file, setFile] = useState<File | null>(null);
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setMissing(false);
    if (!file && !code.trim()) {
      setMissing(true);
      return;
    }
    setChecking(true);
    try {
      setOutcome(await checkReceipt(file ? { pdf: new Uint8Array(await file.arrayBuffer()) } : { code }));
    } finally {
      setChecking(false);
    }
  };

  return (
    <PublicPage>
      <Title order={1} size="h2">
        {t.verifyTitle}
      </Title>
      <Text>{t.verifyIntro}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FileInput
            label={t.pdfLabel}
            placeholder={t.pdfPlaceholder}
            accept="application/pdf,.pdf"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setOutcome(null);
            }}
            clearable
          />
          <Textarea
            label={t.codeLabel}
            description={t.codeHint}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setOutcome(null);
            }}
            autosize
            minRows={2}
            disabled={file !== null}
            error={missing ? t.nothingGiven : undefined}
            spellCheck={false}
          />
          <Button type="submit" loading={checking} style={{ alignSelf: 'flex-start' }}>
            {t.check}
          </Button>
        </Stack>
      </form>
      {outcome && <Outcome outcome={outcome} />}
    </PublicPage>
  );
}
