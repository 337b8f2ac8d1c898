import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { formTexts } from '@shared/messages/form.js';
import { SecretOnceModal } from '../../../components/secret-once-modal.js';
import { paths } from '../../../config/paths.js';
import type { SentReport } from '../lib/send-report.js';

/*
 * The form's two dialogs, in their own chunk (with Mantine's Modal): loaded when the reporter
 * starts filling in the form, so the form's initial JS stays within budget (DESIGN §10).
 */

interface ConfirmSendModalProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/** Doc 3 §2: 'Potwierdź zgłoszenie' — 'Czy na pewno chcesz wysłać zgłoszenie?' — Wyślij / Anuluj. */
export function ConfirmSendModal({ onConfirm, onCancel }: ConfirmSendModalProps) {
  return (
    <Modal opened onClose={onCancel} title={formTexts.confirmTitle} centered>
      <Stack gap="md">
        <Text>{formTexts.confirmText}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {formTexts.confirmCancel}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {formTexts.confirmSend}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const inboxUrl = () => `${window.location.origin}${paths.inboxLogin}`;

const formatReceivedAt = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(new Date(iso));

function secretsText(report: SentReport, company: string): string {
  return [
    formTexts.fileHeader,
    company,
    `${formTexts.receivedAt}: ${formatReceivedAt(report.receivedAt)}`,
    '',
    `${formTexts.identifier}: ${report.identifier}`,
    `${formTexts.password}: ${report.password}`,
    '',
    formTexts.successWarning,
    `${formTexts.successInbox} ${inboxUrl()}`,
    '',
  ].join('\n');
}

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Code block fz="xl" data-testid={testId}>
        {value}
      </Code>
    </div>
  );
}

interface SuccessModalProps {
  report: SentReport;
  company: string;
  onClose: () => void;
}

/**
 * The sent report (doc 3 §2): identifier and generated password, shown once, with copy,
 * download and print, and plainly why they cannot be recovered. It closes only after the
 * reporter confirms they saved them. Closing resets the form (the parent reloads it).
 */
export function SuccessModal({ report, company, onClose }: SuccessModalProps) {
  const text = secretsText(report, company);
  return (
    <SecretOnceModal
      title={formTexts.successTitle}
      actions={[
        {
          kind: 'copy',
          label: formTexts.copy,
          copiedLabel: formTexts.copied,
          value: `${formTexts.identifier}: ${report.identifier}\n${formTexts.password}: ${report.password}`,
        },
        { kind: 'download', label: formTexts.download, fileName: formTexts.fileName(report.identifier), text },
        { kind: 'print', label: formTexts.print },
      ]}
      printSheet={<pre>{text}</pre>}
      confirmLabel={formTexts.savedConfirm}
      doneLabel={formTexts.close}
      onDone={onClose}
    >
      <Text>{formTexts.successIntro(company)}</Text>
      <Secret label={formTexts.identifier} value={report.identifier} testId="report-identifier" />
      <Secret label={formTexts.password} value={report.password} testId="report-password" />
      <Text size="sm">
        {formTexts.receivedAt}: {formatReceivedAt(report.receivedAt)}
      </Text>
      <Text fw={600} role="note">
        {formTexts.successWarning}
      </Text>
      <Text size="sm">
        {formTexts.successInbox} {inboxUrl()}
      </Text>
    </SecretOnceModal>
  );
}
