import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  forwardLimits,
  shareRules,
  ZForwardEmailCc,
  ZForwardEmailTo,
  ZForwardMessage,
} from '@shared/domain/forwards.js';
import { forwardTexts as t } from '@shared/messages/forwards.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useRequiredSession } from '@/lib/session.js';
import { fetchReportFile } from '../api/download-report-file.js';
import type { ReportDetails } from '../api/get-report.js';
import { useSendForward, type ForwardMessageInput } from '../api/send-forward.js';
import { useForwardFiles, type ForwardableFile, type ForwardFileOrigin } from '../hooks/use-forward-files.js';
import type { DecryptedReport } from '../hooks/use-opened-report.js';
import { hasRedactions, type RedactionRecord } from '@shared/domain/redactions.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { useReportPdf } from '../hooks/use-report-pdf.js';
import type { PdfMessage } from '../lib/report-pdf.js';
import { ForwardSummary, type BundleSummary } from './forward-summary.js';

type Values = ForwardMessageInput & { emailCc: string };
type Stage = 'building' | 'uploading' | 'sending';
/** A bundle built and summed up, waiting for 'Potwierdź i wyślij'. */
type Prepared = { message: Values; bundle: Blob; summary: BundleSummary };

const stageText: Record<Stage, string> = { building: t.building, uploading: t.uploading, sending: t.sending };
const originText: Record<ForwardFileOrigin, string> = {
  report: t.fileFromReport,
  conversation: t.fileFromConversation,
  private: t.filePrivate,
};

/** A field's length under it, as the spec's counters show it. */
const counter = (value: string, max: number) => (
  <Text span size="xs" c="dimmed">
    {t.counter(value.length, max)}
  </Text>
);

interface ForwardModalProps {
  report: ReportDetails;
  opened: DecryptedReport;
  messages: PdfMessage[];
  /** The report's redactions, decrypted; null while unknown or none. */
  redactions: RedactionRecord | null;
  onClose: () => void;
}

/**
 * The external send modal (docs/features.md, "Limits and rules"): organisation name (counter 250), 'E-mail do'
 * (required, valid, counter 100), 'DW' (optional, valid), the prefilled message, with or without files (the
 * private ones unticked until chosen). Send stays disabled until the recipient is valid. This
 * browser builds the bundle (the report PDF and the chosen decrypted files cleaned of their
 * metadata, a zip) and sums up what it holds, each file by name, size and what was removed; only 'Potwierdź i wyślij' uploads it, and the server
 * e-mails the link. The modal says plainly that the bundle leaves end-to-end encryption (docs/security.md).
 */
function ForwardForm({ report, opened, messages, redactions, onClose }: ForwardModalProps) {
  const session = useRequiredSession();
  const ref = { tenantId: opened.content.tenantId, reportId: report.reportId };
  const files = useForwardFiles(ref, opened);
  const pdf = useReportPdf(report, opened, messages);
  const send = useSendForward(report.reportId);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  // Once something is redacted the redacted PDF goes by default; only who may redact may send the original.
  const [redactedChosen, setRedactedChosen] = useState(true);
  const sendsRedacted = hasRedactions(redactions) && (redactedChosen || !report.canResponse);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: '',
      emailTo: '',
      emailCc: '',
      body: t.defaultBody(report.identifier, session.customerName, session.name),
      withFiles: true,
    },
    validate: schemaResolver(ZForwardMessage, { sync: true }),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const recipientValid =
    ZForwardEmailTo.safeParse(values.emailTo).success && ZForwardEmailCc.safeParse(values.emailCc).success;
  // Private files are the staff's own: a forward carries one only when someone ticks it.
  const selected = chosen ?? files?.filter((file) => file.origin !== 'private').map((file) => file.fileId) ?? [];
  const busy = stage !== null;
  const locked = busy || prepared !== null;

  /** 'Wyślij': the bundle is built here, and what it holds is summed up before anything leaves. */
  const prepare = async (message: Values) => {
    setProblem(null);
    setStage('building');
    try {
      const picked: ForwardableFile[] = message.withFiles
        ? (files ?? []).filter((file) => selected.includes(file.fileId))
        : [];
      const decrypted: { name: string; content: Blob }[] = [];
      for (const file of picked)
        decrypted.push({ name: file.name, content: await fetchReportFile(ref, opened.reportKey, file.fileId) });
      const { cleanBundleFiles } = await import('../lib/bundle-cleaning.js');
      const contents = await cleanBundleFiles(decrypted);
      const pdfBytes = await pdf.make(sendsRedacted ? redactions : null);
      const pdfName = sendsRedacted ? pdf.redactedFileName : pdf.fileName;
      // fflate loads only now, never with the page (docs/figures.md, "Budgets").
      const { buildBundle } = await import('../lib/forward-bundle.js');
      const bundle = await buildBundle({ pdf: { name: pdfName, bytes: pdfBytes }, files: contents });
      if (bundle.size > forwardLimits.bundleMaxBytes) return setProblem(t.bundleTooLarge);
      setPrepared({
        message,
        bundle,
        summary: {
          emailTo: message.emailTo,
          emailCc: message.emailCc || null,
          pdf: { name: pdfName, kind: pdfKind(redactions, sendsRedacted), size: pdfBytes.byteLength },
          files: picked.map((file, i) => ({
            name: file.name,
            kind: originText[file.origin],
            size: contents[i]!.content.size,
            metadata: contents[i]!.metadata,
          })),
          zipSize: bundle.size,
        },
      });
    } catch (failure) {
      setProblem(failure instanceof ApiError ? errorText(failure) : t.buildFailed);
    } finally {
      setStage(null);
    }
  };

  /** 'Potwierdź i wyślij': exactly the bundle summed up goes. */
  const confirm = async ({ message, bundle }: Prepared) => {
    setProblem(null);
    try {
      setStage('uploading');
      await send.mutateAsync({ message, bundle, onUploaded: () => setStage('sending') });
      notifications.show({ color: 'green', message: t.sent });
      onClose();
    } catch (failure) {
      setPrepared(null);
      setProblem(errorText(failure));
    } finally {
      setStage(null);
    }
  };

  return (
    <form onSubmit={form.onSubmit((message) => void prepare(message))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t.name}
          placeholder={t.namePlaceholder}
          maxLength={forwardLimits.nameMax}
          description={counter(values.name, forwardLimits.nameMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          disabled={locked}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t.emailTo}
          type="email"
          required
          autoComplete="off"
          maxLength={forwardLimits.emailMax}
          description={counter(values.emailTo, forwardLimits.emailMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          disabled={locked}
          key={form.key('emailTo')}
          {...form.getInputProps('emailTo')}
        />
        <TextInput
          label={t.emailCc}
          type="email"
          autoComplete="off"
          maxLength={forwardLimits.emailMax}
          description={counter(values.emailCc, forwardLimits.emailMax)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          disabled={locked}
          key={form.key('emailCc')}
          {...form.getInputProps('emailCc')}
        />
        <Textarea
          label={t.body}
          rows={9}
          maxLength={forwardLimits.bodyMax}
          disabled={locked}
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        {hasRedactions(redactions) &&
          (report.canResponse ? (
            <Checkbox
              label={redactionTexts.forwardRedacted}
              checked={redactedChosen}
              disabled={locked}
              onChange={(event) => setRedactedChosen(event.currentTarget.checked)}
            />
          ) : (
            <Text size="sm">{redactionTexts.forwardRedactedOnly}</Text>
          ))}
        <Checkbox
          label={t.withFiles}
          disabled={locked}
          key={form.key('withFiles')}
          {...form.getInputProps('withFiles', { type: 'checkbox' })}
        />
        {values.withFiles &&
          (files === null ? (
            <Group gap="xs">
              <Loader size="xs" aria-hidden="true" />
            </Group>
          ) : files.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noFiles}
            </Text>
          ) : (
            <Checkbox.Group label={t.files} value={selected} onChange={setChosen}>
              <Stack gap={4} mt={4}>
                {files.map((file) => (
                  <Checkbox
                    key={file.fileId}
                    value={file.fileId}
                    disabled={locked}
                    label={`${file.name} (${originText[file.origin]})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ))}
        <Alert color="yellow" variant="light" title={t.plaintextTitle}>
          <Text size="sm">{t.plaintext(shareRules.lifetimeDays, shareRules.downloadsMax)}</Text>
        </Alert>
        {prepared && <ForwardSummary summary={prepared.summary} />}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {stage && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{stageText[stage]}</Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          {prepared ? (
            <>
              <Button variant="default" onClick={() => setPrepared(null)} disabled={busy}>
                {t.back}
              </Button>
              <Button onClick={() => void confirm(prepared)} loading={busy}>
                {t.confirmSend}
              </Button>
            </>
          ) : (
            <Button type="submit" disabled={!recipientValid || (values.withFiles && files === null)} loading={busy}>
              {t.send}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** What the summary calls the PDF: which version it is, once something is redacted. */
const pdfKind = (redactions: RedactionRecord | null, redacted: boolean) =>
  !hasRedactions(redactions)
    ? t.summaryPdf
    : redacted
      ? redactionTexts.summaryRedacted
      : redactionTexts.summaryOriginal;

interface ForwardActionProps {
  report: ReportDetails;
  opened: DecryptedReport;
  /** The report's redactions, decrypted; null while unknown or none. */
  redactions: RedactionRecord | null;
  /** The report is decrypted and shown (forwarding only then). */
  visible: boolean;
  /** The decrypted conversation; null while it is not decrypted. */
  messages: PdfMessage[] | null;
}

/** 'Przekaż do organu zewnętrznego' beside 'Pobierz PDF', and its modal. */
export function ForwardAction({ report, opened, redactions, visible, messages }: ForwardActionProps) {
  const [open, setOpen] = useState(false);
  const ready = visible && messages !== null;
  const button = (
    <Button variant="light" onClick={() => setOpen(true)} disabled={!ready}>
      {t.forward}
    </Button>
  );
  return (
    <>
      {ready ? button : <Tooltip label={t.forwardNeedsContent}>{button}</Tooltip>}
      <Modal
        opened={open && messages !== null}
        onClose={() => setOpen(false)}
        title={t.modalTitle}
        size="lg"
        closeOnClickOutside={false}
      >
        {messages !== null && (
          <ForwardForm
            report={report}
            opened={opened}
            messages={messages}
            redactions={redactions}
            onClose={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}
