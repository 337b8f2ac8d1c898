import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { registerRecordLimits, type RegisterRecord } from '@shared/domain/register-record.js';
import { registerFieldRoles } from '@shared/domain/report.js';
import { registerRecordTexts as t } from '@shared/messages/register-record.js';
import { DetailItem } from '@/components/detail-item.js';
import { FormFooter } from '@/components/form-footer.js';
import { errorText } from '@/lib/api-errors.js';
import { useRegisterRecord } from '../hooks/use-register-record.js';
import type { DecryptedReport } from '../hooks/use-opened-report.js';

type Written = Omit<RegisterRecord, 'v'>;

const parts = [
  { name: 'subject', max: registerRecordLimits.subjectMaxChars, rows: 2 },
  { name: 'personConcerned', max: registerRecordLimits.personConcernedMaxChars, rows: 2 },
  { name: 'followUp', max: registerRecordLimits.followUpMaxChars, rows: 4 },
] as const satisfies readonly { name: keyof Written; max: number; rows: number }[];

/**
 * 'Dane do rejestru zgłoszeń' (art. 29 of the Act): the subject of the violation, the person
 * concerned and what was done in follow-up, as the register is to show them. Those who may reply
 * in the report's category write them (saved whole on the version shown, encrypted here under the
 * report key); everyone else reads them. Under the first two, what the form gave, once the report
 * is shown.
 */
export function RegisterRecordSection({
  opened,
  canEdit,
  formShown,
}: {
  opened: DecryptedReport;
  canEdit: boolean;
  /** The report is shown ('Wyświetl zgłoszenie'): only then are the form's values quoted here. */
  formShown: boolean;
}) {
  const register = useRegisterRecord(opened);
  const [draft, setDraft] = useState<{ version: number; written: Written } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (register.unreadable)
    return (
      <Alert color="red" variant="light" role="alert">
        {t.unreadable}
      </Alert>
    );
  if (!register.state) return <Text size="sm">…</Text>;
  const { record, version } = register.state;
  // A draft begun on an older version (replaced meanwhile, read again after the refusal) starts afresh.
  const written = draft?.version === version ? draft.written : record;
  const roles = registerFieldRoles(opened.content.fieldDefs, opened.content.categoryName);
  const fromForm = (name: keyof Written) => {
    if (!formShown) return undefined;
    const fieldId =
      name === 'subject' ? roles.subjectFieldId : name === 'personConcerned' ? roles.personConcernedFieldId : null;
    return fieldId ? opened.fields.find((field) => field.fieldId === fieldId)?.value : undefined;
  };
  const unchanged = parts.every((part) => written[part.name] === record[part.name]);

  if (!canEdit)
    return (
      <dl style={{ margin: 0 }}>
        {parts.map((part) => (
          <DetailItem key={part.name} preWrap term={t[part.name]}>
            {record[part.name] || '—'}
          </DetailItem>
        ))}
      </dl>
    );

  const submit = async () => {
    setError(null);
    try {
      await register.save({ v: 1, ...written });
      setDraft(null);
      notifications.show({ color: 'green', message: t.saved });
    } catch (failure) {
      setDraft(null);
      setError(errorText(failure));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t.explain}</Text>
      {parts.map((part) => {
        const formValue = fromForm(part.name);
        return (
          <Textarea
            key={part.name}
            label={t[part.name]}
            description={formValue ? t.fromForm(formValue) : undefined}
            value={written[part.name]}
            onChange={(event) => setDraft({ version, written: { ...written, [part.name]: event.currentTarget.value } })}
            maxLength={part.max}
            rows={part.rows}
            disabled={register.saving}
          />
        );
      })}
      <FormFooter error={error} progress={null}>
        <Button onClick={() => void submit()} loading={register.saving} disabled={unchanged}>
          {t.save}
        </Button>
      </FormFooter>
    </Stack>
  );
}
