import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { addCalendarDays } from '@shared/domain/deadlines.js';
import {
  CONSULTATION_MIN_DAYS,
  procedureLimits,
  type ProcedureDetails,
  type ProcedureEdits,
} from '@shared/domain/procedure.js';
import { procedureTexts as t } from '@shared/messages/procedure.js';
import { errorText } from '@/lib/api-errors.js';
import {
  useStartProcedureConsultation,
  useUpdateProcedureDraft,
  type ProcedureData,
  type ProcedureVersion,
} from '../api/procedure.js';
import { versionDocument, versionFileBase } from '../lib/version-document.js';
import { DocumentView, MissingFacts } from './document-view.js';
import { DownloadButtons } from './download-buttons.js';

const detailFields: { key: keyof ProcedureDetails; label: string; hint?: string }[] = [
  { key: 'receivingUnit', label: t.receivingUnit, hint: t.receivingUnitHint },
  { key: 'phoneHours', label: t.phoneHours },
  { key: 'meetingPlace', label: t.meetingPlace },
];

function ConsultationForm({
  data,
  version,
  dirty,
}: {
  data: ProcedureData;
  version: ProcedureVersion;
  dirty: boolean;
}) {
  const start = useStartProcedureConsultation();
  const [sentOn, setSentOn] = useState(data.today);
  const [endsOn, setEndsOn] = useState(addCalendarDays(data.today, CONSULTATION_MIN_DAYS + 2));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="consultation-start">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate({ params: { version: version.version }, body: { sentOn, endsOn } });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="consultation-start">
            {t.consultationTitle}
          </Title>
          <Text size="sm">{t.consultationHint}</Text>
          <Group>
            <TextInput
              type="date"
              label={t.sentOn}
              value={sentOn}
              onChange={(event) => setSentOn(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t.endsOn}
              value={endsOn}
              onChange={(event) => setEndsOn(event.currentTarget.value)}
            />
          </Group>
          {start.error && (
            <Alert color="red" role="alert">
              {errorText(start.error)}
            </Alert>
          )}
          <Button type="submit" w="fit-content" loading={start.isPending} disabled={dirty}>
            {t.startConsultation}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * A draft: the facts only the organisation knows, the text generated from its data with its own
 * text per section, what is still missing, saving, and sending it to consultation.
 */
export function DraftPanel({ data, version }: { data: ProcedureData; version: ProcedureVersion }) {
  const update = useUpdateProcedureDraft();
  const [details, setDetails] = useState<ProcedureDetails>(version.details);
  const [edits, setEdits] = useState<ProcedureEdits>(version.edits);
  const [saved, setSaved] = useState(false);
  const document = versionDocument(data, version, { details, edits });
  const dirty =
    JSON.stringify({ details, edits }) !== JSON.stringify({ details: version.details, edits: version.edits });
  const save = () => {
    setSaved(false);
    update.mutate(
      { params: { version: version.version }, body: { edits, details, revision: version.revision } },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <Stack gap="md">
      <MissingFacts document={document} />
      <Paper withBorder p="md" component="section" aria-labelledby="procedure-details">
        <Stack gap="sm">
          <Title order={2} size="h4" id="procedure-details">
            {t.detailsTitle}
          </Title>
          {detailFields.map((field) => (
            <TextInput
              key={field.key}
              label={field.label}
              description={field.hint}
              maxLength={procedureLimits.detailMax}
              value={details[field.key]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDetails((current) => ({ ...current, [field.key]: value }));
              }}
            />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-label={t.documentTitle}>
        <DocumentView
          document={document}
          editing={{ edits, onEdit: (section, text) => setEdits((current) => ({ ...current, [section]: text })) }}
        />
      </Paper>
      <Group>
        <Button onClick={save} loading={update.isPending} disabled={!dirty}>
          {t.saveDraft}
        </Button>
        <DownloadButtons
          document={() => document}
          fileBase={versionFileBase(version.version)}
          name={t.version(version.version)}
        />
        {saved && !dirty && (
          <Text size="sm" role="status">
            {t.saved}
          </Text>
        )}
      </Group>
      {update.error && (
        <Alert color="red" role="alert">
          {errorText(update.error)}
        </Alert>
      )}
      <ConsultationForm data={data} version={version} dirty={dirty} />
    </Stack>
  );
}
