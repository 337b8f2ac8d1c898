import { Alert, Anchor, Button, Checkbox, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Translation } from '@shared/messages/catalogue.js';
import type { sentTexts } from '@shared/messages/form-sent.js';
import { ReceiptDownload } from '@/components/receipt-download.js';
import { SecretOnceModal } from '@/components/secret-once-modal.js';
import { paths } from '@/config/paths.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import type { SentContent, SentReport } from '../lib/send-state.js';
import { ExclusionRequest } from './exclusion-request.js';
import { SentReplyNotice } from './sent-reply-notice.js';

/*
 * What the form needs only once the reporter is at work — its dialogs (with Mantine's Modal), the
 * sending progress and the notice after a send — in a chunk of their own, loaded when the
 * reporter starts filling in the form, so the form's first load stays within budget (docs/figures.md "Budgets").
 */
export { SendProgress } from './send-progress.js';

interface ConfirmModalProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the dialog asks besides its question (the send's exclusion request). */
  children?: ReactNode;
}

/** A question with two answers; Escape and a click outside answer 'no'. */
export function ConfirmModal({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  children,
}: ConfirmModalProps) {
  // The × button is named in the language shown, as the rest of the dialog.
  const { close } = useTexts('sentTexts');
  return (
    <Modal opened onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': close }}>
      <Stack gap="md">
        <Text>{text}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type Answers = Pick<ConfirmModalProps, 'onConfirm' | 'onCancel'>;

/** The texts of what follows the send, in the language shown. */
function useSentTexts() {
  return {
    form: useTexts('formTexts'),
    sent: useTexts('sentTexts'),
    followUp: useTexts('formFollowUpTexts'),
    locale: useReporterLanguage().locale,
  };
}

/**
 * 'Potwierdź zgłoszenie' — 'Czy na pewno chcesz wysłać zgłoszenie?' — Wyślij / Anuluj, with the
 * optional exclusion request before the answer (decision 282: nothing of it on the form's first
 * load, and nothing on the form moves when it comes). The form keeps what is typed in it.
 */
export function ConfirmSendModal({
  request,
  onRequest,
  onConfirm,
  onCancel,
}: {
  request: string;
  onRequest: (request: string) => void;
  /** Sends, with the meeting asked for or not. */
  onConfirm: (asked: { meetingRequested: boolean }) => void;
  onCancel: () => void;
}) {
  const { sent, followUp } = useSentTexts();
  // The tick lives with this chunk, not in the form's state (its first load): kept over an 'Anuluj'.
  const [meetingRequested, setMeetingRequested] = useState(meetingTicked);
  return (
    <ConfirmModal
      title={sent.confirmTitle}
      text={sent.confirmText}
      confirmLabel={sent.confirmSend}
      cancelLabel={sent.confirmCancel}
      onCancel={onCancel}
      onConfirm={() => {
        meetingTicked = false;
        onConfirm({ meetingRequested });
      }}
    >
      <ExclusionRequest value={request} onChange={onRequest} />
      <Checkbox
        label={followUp.meetingRequestLabel}
        description={followUp.meetingRequestHint}
        checked={meetingRequested}
        onChange={(event) => {
          meetingTicked = event.currentTarget.checked;
          setMeetingRequested(meetingTicked);
        }}
      />
    </ConfirmModal>
  );
}

/** 'Proszę o spotkanie osobiste' as the reporter left it in the confirmation (until it is sent). */
let meetingTicked = false;

/** Before another category drops filled fields it does not have: which ones, and whether to go on. */
export function ConfirmSwitchModal({ dropped, ...answers }: Answers & { dropped: readonly string[] }) {
  const { sent, followUp } = useSentTexts();
  return (
    <ConfirmModal
      title={followUp.switchCategoryTitle}
      text={followUp.switchCategoryText(dropped.map((label) => `„${label}”`).join(', '))}
      confirmLabel={followUp.switchCategoryConfirm}
      cancelLabel={sent.confirmCancel}
      {...answers}
    />
  );
}

/** Before leaving the form (a link, Back) with text not sent. */
export function ConfirmLeaveModal(answers: Answers) {
  const { followUp } = useSentTexts();
  return (
    <ConfirmModal
      title={followUp.leaveTitle}
      text={followUp.leaveText}
      confirmLabel={followUp.leaveConfirm}
      cancelLabel={followUp.stay}
      {...answers}
    />
  );
}

const inboxUrl = () => `${window.location.origin}${paths.inboxLogin}`;

/** The date and time of receipt in the reader's locale, on Polish time (the organisation's). */
const formatReceivedAt = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(
    new Date(iso),
  );

function secretsText(
  report: SentReport,
  company: string,
  texts: Translation<typeof sentTexts>,
  locale: string,
): string {
  return [
    texts.fileHeader,
    company,
    `${texts.receivedAt}: ${formatReceivedAt(report.receivedAt, locale)}`,
    '',
    `${texts.identifier}: ${report.identifier}`,
    `${texts.password}: ${report.password}`,
    '',
    texts.successWarning,
    `${texts.successInbox} ${inboxUrl()}`,
    '',
  ].join('\n');
}

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {/* Wraps rather than scrolls on a narrow phone: nothing to reach by keyboard, nothing cut off (WCAG 1.4.10). */}
      <Code block fz="xl" data-testid={testId} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Code>
    </div>
  );
}

/** One term and its value of what was sent, as the reporter wrote it. */
function SentItem({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What was sent ("a modal shows the sent report"): category, fields, reporter's data, file names. */
function SentContentView({ content }: { content: SentContent }) {
  const { form: formTexts, followUp: formFollowUpTexts } = useSentTexts();
  const { reporter } = content;
  return (
    <Stack gap="xs" component="section" aria-labelledby="sent-content-title">
      <Text id="sent-content-title" fw={700}>
        {formFollowUpTexts.sentContentTitle}
      </Text>
      <Text size="sm">{formFollowUpTexts.sentContentHint}</Text>
      <Stack gap="xs" component="dl" m={0} data-testid="sent-content">
        <SentItem term={formTexts.category}>{content.category}</SentItem>
        {content.fields.map((field, i) => (
          <SentItem key={i} term={field.label}>
            {field.value}
          </SentItem>
        ))}
        <SentItem term={formTexts.reporterSection}>
          {reporter
            ? [reporter.name, reporter.phone, reporter.email].filter(Boolean).join('\n')
            : formFollowUpTexts.sentAnonymous}
        </SentItem>
        {content.files.length > 0 && <SentItem term={formTexts.attachments}>{content.files.join('\n')}</SentItem>}
        {content.exclusionRequest && (
          <SentItem term={formFollowUpTexts.exclusionRequestLabel}>{content.exclusionRequest}</SentItem>
        )}
        {content.meetingRequested && (
          <SentItem term={formFollowUpTexts.meetingRequestLabel}>{formFollowUpTexts.meetingRequestSent}</SentItem>
        )}
      </Stack>
    </Stack>
  );
}

interface SuccessModalProps {
  report: SentReport;
  /** What was sent; shown on screen only (the saved file holds the identifier and password alone). */
  content: SentContent | null;
  company: string;
  onClose: () => void;
}

/**
 * The sent report: identifier and generated password, shown once, with copy,
 * download and print, and plainly why they cannot be recovered; then what was sent, to check. It
 * closes only after the reporter confirms they saved them. Closing resets the form (the parent
 * reloads it).
 */
export function SuccessModal({ report, content, company, onClose }: SuccessModalProps) {
  const { sent: sentTexts, locale } = useSentTexts();
  const text = secretsText(report, company, sentTexts, locale);
  return (
    <SecretOnceModal
      title={sentTexts.successTitle}
      actions={[
        {
          kind: 'copy',
          label: sentTexts.copy,
          copiedLabel: sentTexts.copied,
          value: `${sentTexts.identifier}: ${report.identifier}\n${sentTexts.password}: ${report.password}`,
        },
        { kind: 'download', label: sentTexts.download, fileName: sentTexts.fileName(report.identifier), text },
        { kind: 'print', label: sentTexts.print },
      ]}
      printSheet={<pre>{text}</pre>}
      confirmLabel={sentTexts.savedConfirm}
      doneLabel={sentTexts.close}
      onDone={onClose}
    >
      <Text>{sentTexts.successIntro(company)}</Text>
      <Secret label={sentTexts.identifier} value={report.identifier} testId="report-identifier" />
      <Secret label={sentTexts.password} value={report.password} testId="report-password" />
      <Text size="sm">
        {sentTexts.receivedAt}: {formatReceivedAt(report.receivedAt, locale)}
      </Text>
      <Text fw={600} role="note">
        {sentTexts.successWarning}
      </Text>
      <Text size="sm">
        {sentTexts.successInbox} {inboxUrl()}
      </Text>
      {report.receipt && <ReceiptDownload receipt={report.receipt} />}
      <Suspense fallback={null}>
        <SentReplyNotice report={report} />
      </Suspense>
      {content && <SentContentView content={content} />}
    </SecretOnceModal>
  );
}

/**
 * After the success modal closes the form starts afresh; this says above it that the
 * report went, which identifier it has and where the answer will come. Focused when it appears,
 * so that the page does not fall silent after the modal.
 */
export function SentNotice({ report }: { report: SentReport }) {
  const { sent: sentTexts, followUp: formFollowUpTexts } = useSentTexts();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} color="green" variant="light" title={sentTexts.successTitle} role="status">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {formFollowUpTexts.sentIdentifier(report.identifier)}
        </Text>
        <Text size="sm">{formFollowUpTexts.sentReminder}</Text>
        <Anchor component={Link} to={paths.inboxLogin} size="sm" fw={600}>
          {formFollowUpTexts.sentInboxLink}
        </Anchor>
        <Text size="sm">{formFollowUpTexts.sendAnother}</Text>
      </Stack>
    </Alert>
  );
}
