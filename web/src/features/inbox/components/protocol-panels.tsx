import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import type { WrittenProtocolView } from '@shared/contracts/reports/schemas.js';
import {
  type ProtocolDecision,
  type ProtocolKind,
  type ProtocolState,
  type WrittenProtocolKind,
} from '@shared/domain/protocols.js';
import { reportState } from '@shared/domain/report.js';
import { ProtocolText, useProtocolText } from '@/components/protocol-text.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { formatDate, formatDateTime } from '@/lib/dates.js';
import { answerProtocol } from '../api/answer-protocol.js';
import { inboxReportQueryOptions } from '../api/get-inbox-report.js';
import { requestMeeting } from '../api/request-meeting.js';
import { failureNotice, type InboxNotice } from './inbox-notice.js';
import { InboxSection } from './inbox-section.js';

type OnNotice = (notice: InboxNotice) => void;

/** Whether the reporter may still act on the report: like writing a message, while open and the licence active. */
const writable = (report: InboxReport) => report.state !== reportState.archived && report.licenceActive;

/**
 * A change the reporter makes from a panel: pending while it runs, its success or failure said as
 * the page's notice, and the inbox report read again so every panel shows the new state.
 */
function useInboxChange(onNotice: OnNotice) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<unknown>, success: () => ReactNode, after: () => void) => {
    setPending(true);
    try {
      await work();
      onNotice({ kind: 'success', content: success() });
      after();
      await queryClient.invalidateQueries({ queryKey: inboxReportQueryOptions().queryKey });
    } catch (error) {
      onNotice(failureNotice(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

/**
 * A protocol's state and, while the reporter may answer, 'Zatwierdź protokół' and 'Poproś o
 * poprawki' with the confirmation asked in place (the inbox is outside the back-office's modal
 * provider). One flow for every protocol of an oral report (art. 29 of the Act).
 */
function ProtocolAnswer({
  report,
  kind,
  state,
  version,
  explain,
  confirm,
  done,
  onNotice,
}: {
  report: InboxReport;
  kind: ProtocolKind;
  state: ProtocolState;
  /** The version read (written protocols): an answer names it. */
  version?: number;
  explain: string;
  confirm: Record<ProtocolDecision, string>;
  done: Record<ProtocolDecision, () => ReactNode>;
  onNotice: OnNotice;
}) {
  const t = useTexts('phoneProtocolTexts');
  const { pending, run } = useInboxChange(onNotice);
  const [asking, setAsking] = useState<ProtocolDecision | null>(null);
  const stateText = { awaiting: t.protocolAwaiting, approved: t.protocolApproved, corrections: t.protocolCorrections };
  const canAnswer = state !== 'approved' && writable(report);

  const answer = (decision: ProtocolDecision) =>
    run(
      () => answerProtocol({ body: { kind, decision, ...(version === undefined ? {} : { version }) } }),
      done[decision],
      () => setAsking(null),
    );

  return (
    <>
      <Alert color={state === 'approved' ? 'green' : 'yellow'}>{stateText[state]}</Alert>
      {canAnswer && (
        <>
          <Text size="sm">{explain}</Text>
          {asking ? (
            <Stack gap="xs" role="group" aria-label={confirm[asking]}>
              <Text size="sm" fw={600}>
                {confirm[asking]}
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
              <Button variant="default" onClick={() => setAsking('corrections')} disabled={state === 'corrections'}>
                {t.askCorrections}
              </Button>
            </Group>
          )}
        </>
      )}
    </>
  );
}

/** A phone report's protocol (the fields above): the caller approves it or asks for corrections. */
export function PhoneProtocolPanel({ report, onNotice }: { report: InboxReport; onNotice: OnNotice }) {
  const t = useTexts('phoneProtocolTexts');
  const protocol = report.phoneProtocol;
  if (!protocol) return null;
  return (
    <InboxSection title={t.protocol}>
      <ProtocolAnswer
        report={report}
        kind="phone"
        state={protocol.state}
        explain={t.inboxExplain}
        confirm={{ approve: t.approveConfirm, corrections: t.correctionsConfirm }}
        done={{
          approve: () => <Said text="approvedDone" phone />,
          corrections: () => <Said text="correctionsDone" phone />,
        }}
        onNotice={onNotice}
      />
    </InboxSection>
  );
}

/** An answer's outcome, in the language shown now (the notice outlives a switch of language). */
function Said({ text, phone = false }: { text: 'approvedDone' | 'correctionsDone'; phone?: boolean }) {
  const phoneTexts = useTexts('phoneProtocolTexts');
  const oral = useTexts('oralReportTexts');
  return (phone ? phoneTexts : oral)[text];
}

/** A voice message's transcript or a meeting's protocol staff wrote: its text, version and the answer. */
function WrittenProtocolPanel({
  report,
  reportKey,
  kind,
  protocol,
  onNotice,
}: {
  report: InboxReport;
  reportKey: CryptoKey;
  kind: WrittenProtocolKind;
  protocol: WrittenProtocolView;
  onNotice: OnNotice;
}) {
  const t = useTexts('oralReportTexts');
  const { locale } = useReporterLanguage();
  const text = useProtocolText(report, reportKey, kind, protocol);
  return (
    <InboxSection title={kind === 'voice' ? t.voiceProtocol : t.meetingProtocol}>
      <Text size="xs" c="dimmed">
        {t.version(protocol.version, formatDateTime(protocol.writtenAt, locale))}
      </Text>
      <ProtocolText text={text} kind={kind} unreadable={t.unreadable} />
      <ProtocolAnswer
        report={report}
        kind={kind}
        state={protocol.state}
        version={protocol.version}
        explain={kind === 'voice' ? t.voiceExplain : t.meetingExplain}
        confirm={{ approve: t.approveConfirm, corrections: t.correctionsConfirm }}
        done={{ approve: () => <Said text="approvedDone" />, corrections: () => <Said text="correctionsDone" /> }}
        onNotice={onNotice}
      />
    </InboxSection>
  );
}

/** The written protocols of the report that exist (the transcript, then the meeting's). */
export function WrittenProtocolPanels(props: { report: InboxReport; reportKey: CryptoKey; onNotice: OnNotice }) {
  const { voice, meeting } = props.report.protocols;
  return (
    <>
      {voice && <WrittenProtocolPanel {...props} kind="voice" protocol={voice} />}
      {meeting && <WrittenProtocolPanel {...props} kind="meeting" protocol={meeting} />}
    </>
  );
}

/**
 * 'Poproś o spotkanie' (art. 26(3) of the Act): the offer and its button while the reporter may
 * write; once asked, when (the date and place are agreed in the conversation).
 */
export function MeetingPanel({ report, onNotice }: { report: InboxReport; onNotice: OnNotice }) {
  const t = useTexts('oralReportTexts');
  const common = useTexts('phoneProtocolTexts');
  const { locale } = useReporterLanguage();
  const { pending, run } = useInboxChange(onNotice);
  const [asking, setAsking] = useState(false);
  if (!report.meetingRequestedAt && !writable(report)) return null;

  const ask = () =>
    run(
      () => requestMeeting({}),
      () => <MeetingAsked />,
      () => setAsking(false),
    );

  return (
    <InboxSection title={t.meeting}>
      {report.meetingRequestedAt ? (
        <Text size="sm">{t.meetingRequestedOn(formatDate(report.meetingRequestedAt, locale))}</Text>
      ) : (
        <>
          <Text size="sm">{t.meetingOffer}</Text>
          {asking ? (
            <Stack gap="xs" role="group" aria-label={t.requestMeetingConfirm}>
              <Text size="sm" fw={600}>
                {t.requestMeetingConfirm}
              </Text>
              <Group>
                <Button onClick={() => void ask()} loading={pending}>
                  {t.requestMeeting}
                </Button>
                <Button variant="default" onClick={() => setAsking(false)} disabled={pending}>
                  {common.cancel}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group>
              <Button variant="light" onClick={() => setAsking(true)}>
                {t.requestMeeting}
              </Button>
            </Group>
          )}
        </>
      )}
    </InboxSection>
  );
}

function MeetingAsked() {
  return useTexts('oralReportTexts').meetingRequestedDone;
}
