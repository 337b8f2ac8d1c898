import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { dpiaTemplate, processingAgreement } from '@shared/documents/gdpr-documents.js';
import type { LegalDocument } from '@shared/documents/legal-document.js';
import { procedureTexts as t } from '@shared/messages/procedure.js';
import type { ProcedureData } from '../api/procedure.js';
import { DownloadButtons } from './download-buttons.js';

/** One GDPR document: its name, what it still needs from the organisation, its downloads. */
function GdprDocument({ name, file, make }: { name: string; file: string; make: () => LegalDocument }) {
  const { missing } = make();
  const facts = [...new Set(missing.map((fact) => fact.fact))];
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={0}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {t.toComplete(missing.length)}
        </Text>
        <List size="sm" c="dimmed">
          {facts.map((fact) => (
            <List.Item key={fact}>{fact}</List.Item>
          ))}
        </List>
      </Stack>
      <DownloadButtons document={make} fileBase={file} name={name} />
    </Group>
  );
}

/** The data processing agreement and the DPIA template, generated from the organisation's and the operator's data. */
export function GdprDocuments({ data }: { data: ProcedureData }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="gdpr-documents">
      <Stack gap="sm">
        <Title order={2} size="h4" id="gdpr-documents">
          {t.gdprTitle}
        </Title>
        <Text size="sm">{t.gdprIntro}</Text>
        <GdprDocument
          name={t.processingAgreement}
          file={`umowa-powierzenia-${data.today}`}
          make={() => processingAgreement(data.facts, data.today)}
        />
        <GdprDocument
          name={t.dpia}
          file={`ocena-skutkow-dpia-${data.today}`}
          make={() => dpiaTemplate(data.facts, data.today)}
        />
      </Stack>
    </Paper>
  );
}
