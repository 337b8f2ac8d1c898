import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import type { PhoneProtocolDecision } from '@shared/domain/phone-reports.js';
import { reportState } from '@shared/domain/report.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { answerProtocol } from '../api/answer-phone-protocol.js';
import { inboxReportQueryOptions } from '../api/get-inbox-report.js';
import { failureNotice, type InboxNotice } from './inbox-notice.js';
import { InboxSection } from './inbox-section.js';

/** A phone report's protocol (the fields above): the caller approves it or asks for corrections (art. 29 of the Act). */
export function PhoneProtocolPanel({
  report,
  onNotice,
}: {
  report: InboxReport;
  /** The answer's outcome: done (a status) or its failure (an alert). */
  onNotice: (notice: InboxNotice) => void;
}) {
  const t = useTexts('phoneProtocolTexts');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState<PhoneProtocolDecision | null>(null);
  const protocol = report.phoneProtocol;
  if (!protocol) return null;
  const stateText = {
    awaiting: t.protocolAwaiting,
    approved: t.protocolApproved,
    corrections: t.protocolCorrections,
  } as const;
  const canAnswer = protocol.state !== 'approved' && report.state !== reportState.archived && report.licenceActive;

  // The inbox is outside the back-office's modal provider: the confirmation is asked in place.
  const answer = async (decision: PhoneProtocolDecision) => {
    setPending(true);
    try {
      await answerProtocol({ body: { decision } });
      onNotice({ kind: 'success', content: <ProtocolAnswered decision={decision} /> });
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: inboxReportQueryOptions().queryKey });
    } catch (error) {
      onNotice(failureNotice(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <InboxSection title={t.protocol}>
      <Alert color={protocol.state === 'approved' ? 'green' : 'yellow'}>{stateText[protocol.state]}</Alert>
      {canAnswer && (
        <>
          <Text size="sm">{t.inboxExplain}</Text>
          {asking ? (
            <Stack gap="xs" role="group" aria-label={t.protocol}>
              <Text size="sm" fw={600}>
                {asking === 'approve' ? t.approveConfirm : t.correctionsConfirm}
              </Text>
              <Group>
                <Button onClick={() => void answer(asking)} loading={pending}>
                  {asking === 'approve' ? t.approve : t.askCorrections}
                </Button>
                <Button variant="default" onClick={() => setAsking(null)} disabled={pending}>
                  {t.cancel}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group>
              <Button onClick={() => setAsking('approve')}>{t.approve}</Button>
              <Button
                variant="default"
                onClick={() => setAsking('corrections')}
                disabled={protocol.state === 'corrections'}
              >
                {t.askCorrections}
              </Button>
            </Group>
          )}
        </>
      )}
    </InboxSection>
  );
}

/** The answer sent, in the language shown now. */
function ProtocolAnswered({ decision }: { decision: PhoneProtocolDecision }) {
  const t = useTexts('phoneProtocolTexts');
  return decision === 'approve' ? t.approvedDone : t.correctionsDone;
}
