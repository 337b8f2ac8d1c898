import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  dpiaTemplate,
  DPIA_TITLE,
  processingAgreement,
  PROCESSING_AGREEMENT_TITLE,
} from '@shared/documents/gdpr-documents.js';
import { procedureTexts as t } from '@shared/messages/procedure.js';
import type { ProcedureData } from '../api/procedure.js';
import { DownloadButtons } from './download-buttons.js';

/** The data processing agreement and the DPIA template, generated from the organisation's and the operator's data. */
export function GdprDocuments({ data }: { data: ProcedureData }) {
  const documents = [
    {
      name: t.processingAgreement,
      title: PROCESSING_AGREEMENT_TITLE,
      file: 'umowa-powierzenia',
      make: () => processingAgreement(data.facts, data.today),
    },
    { name: t.dpia, title: DPIA_TITLE, file: 'ocena-skutkow-dpia', make: () => dpiaTemplate(data.facts, data.today) },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="gdpr-documents">
      <Stack gap="sm">
        <Title order={2} size="h4" id="gdpr-documents">
          {t.gdprTitle}
        </Title>
        <Text size="sm">{t.gdprIntro}</Text>
        {documents.map((document) => (
          <Group key={document.file} justify="space-between">
            <Stack gap={0}>
              <Text fw={600}>{document.name}</Text>
              <Text size="sm" c="dimmed">
                {t.toComplete(document.make().missing.length)}
              </Text>
            </Stack>
            <DownloadButtons
              document={document.make}
              fileBase={`${document.file}-${data.today}`}
              name={document.name}
            />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
