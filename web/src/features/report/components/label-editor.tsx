import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ZOptionalPlainText } from '@shared/contracts/text.js';
import { CONTENT_PURPOSE, encryptContent } from '@shared/crypto/content.js';
import { reportLabelLimits } from '@shared/domain/report.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { reportTexts } from '@shared/messages/reports.js';
import { FormFooter } from '@/components/form-footer.js';
import { errorText } from '@/lib/api-errors.js';
import type { LabelView } from '@/lib/report-labels.js';
import { useRequiredSession, useSessionKeys } from '@/lib/session.js';
import type { ReportDetails } from '../api/get-report.js';
import { useSetReportLabel } from '../api/set-report-label.js';

const max = reportLabelLimits.maxChars;
const ZLabelText = ZOptionalPlainText({ max, tooLong: reportTexts.labelTooLong(max) });

/** What is being edited: the text, and the label's version it was opened on (a change made meanwhile is not overwritten). */
interface Draft {
  text: string;
  version: number;
}

/**
 * 'Dodaj etykietę' / 'Zmień etykietę' beside the label: the text is encrypted here
 * under the organisation metadata key (purpose `label`) and saved on the version the editor
 * opened with; an empty field removes the label. Only for those who may edit the report and
 * hold the metadata key.
 */
export function LabelEditor({ report, label }: { report: ReportDetails; label: LabelView | undefined }) {
  const session = useRequiredSession();
  const metadataKey = useSessionKeys(session.id).keys?.metadataKey ?? null;
  const save = useSetReportLabel();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A label that does not open here cannot be edited knowingly: only one that reads (or none).
  if (!report.canEdit || !metadataKey || !label || (label.kind !== 'label' && label.kind !== 'none')) return null;

  const open = () => {
    setError(null);
    setDraft({ text: label.kind === 'label' ? label.text : '', version: report.labelVersion });
  };
  const submit = async () => {
    if (!draft) return;
    const parsed = ZLabelText.safeParse(draft.text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const encrypted = parsed.data
        ? await encryptContent(metadataKey, parsed.data, {
            tenant: session.customerId,
            report: report.reportId,
            purpose: CONTENT_PURPOSE.label,
          })
        : null;
      await save.mutateAsync({
        params: { reportId: report.reportId },
        body: { label: encrypted, labelVersion: draft.version },
      });
      notifications.show({ color: 'green', message: encrypted ? t.labelSaved : t.labelRemoved });
      setDraft(null);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={open}>
        {label.kind === 'label' ? t.editLabel : t.addLabel}
      </Button>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={t.labelTitle}>
        {draft && (
          <Stack gap="sm">
            <TextInput
              label={t.label}
              description={t.labelHint(max)}
              value={draft.text}
              maxLength={max}
              disabled={busy}
              rightSectionWidth={64}
              rightSection={<span aria-hidden>{t.labelCount(draft.text.length, max)}</span>}
              onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void submit();
              }}
              data-autofocus
            />
            <FormFooter error={error} progress={busy ? t.labelSaving : null}>
              <Button variant="default" onClick={() => setDraft(null)} disabled={busy}>
                {t.cancel}
              </Button>
              <Button onClick={() => void submit()} loading={busy}>
                {t.save}
              </Button>
            </FormFooter>
          </Stack>
        )}
      </Modal>
    </>
  );
}
