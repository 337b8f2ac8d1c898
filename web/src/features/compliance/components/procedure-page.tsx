import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { settingsTexts } from '@shared/messages/back-office.js';
import { procedureTexts as t } from '@shared/messages/procedure.js';
import { QueryContent } from '@/components/query-content.js';
import { paths } from '@/config/paths.js';
import { errorText } from '@/lib/api-errors.js';
import { useCreateProcedureVersion, useProcedure, type ProcedureData } from '../api/procedure.js';
import { versionDocument } from '../lib/version-document.js';
import { ConsultationPanel } from './consultation-panel.js';
import { DocumentView } from './document-view.js';
import { DraftPanel } from './draft-panel.js';
import { GdprDocuments } from './gdpr-documents.js';
import { Lifecycle } from './lifecycle.js';

/** What the newest version needs next: a draft is edited, a consultation recorded, else a new draft may start. */
function NewestVersion({ data }: { data: ProcedureData }) {
  const create = useCreateProcedureVersion();
  const newest = data.versions[0];
  if (newest?.status === 'draft')
    return <DraftPanel key={`${newest.version}-${newest.revision}`} data={data} version={newest} />;
  return (
    <Stack gap="md">
      {newest?.status === 'consultation' && (
        <>
          <Paper withBorder p="md" component="section" aria-label={t.documentTitle}>
            <DocumentView document={versionDocument(data, newest)} />
          </Paper>
          <ConsultationPanel key={`${newest.version}-${newest.revision}`} data={data} version={newest} />
        </>
      )}
      {newest?.status !== 'consultation' && (
        <Button w="fit-content" loading={create.isPending} onClick={() => create.mutate({})}>
          {t.newVersion}
        </Button>
      )}
      {create.error && (
        <Alert color="red" role="alert">
          {errorText(create.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * 'Procedura zgłoszeń wewnętrznych' (Ustawienia, main administrator): the procedure generated from
 * the organisation's data with its own text per section, what is missing, the lifecycle of its
 * versions with their dates, downloads, and the GDPR documents.
 */
export function ProcedurePage() {
  const query = useProcedure();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.settings} size="sm">
        ← {settingsTexts.title}
      </Anchor>
      <Title order={1}>{t.title}</Title>
      <Text size="sm">{t.intro}</Text>
      <QueryContent query={query}>
        {(data) => (
          <Stack gap="lg">
            <Lifecycle data={data} />
            <NewestVersion data={data} />
            <GdprDocuments data={data} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
