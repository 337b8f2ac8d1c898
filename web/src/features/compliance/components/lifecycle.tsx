import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { documentDate } from '@shared/documents/legal-document.js';
import { procedureTexts as t } from '@shared/messages/procedure.js';
import { formatDate } from '@/lib/dates.js';
import type { ProcedureData, ProcedureVersion } from '../api/procedure.js';
import { versionDocument, versionFileBase } from '../lib/version-document.js';
import { DownloadButtons } from './download-buttons.js';

const statusColour: Record<ProcedureVersion['status'], string> = {
  draft: 'gray',
  consultation: 'yellow',
  published: 'blue',
  inForce: 'green',
  superseded: 'gray',
};

const day = (value: string | null | undefined) => (value ? documentDate(value) : '—');

/** Every version with where it stands and its dates, newest first; each downloadable. */
export function Lifecycle({ data }: { data: ProcedureData }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="procedure-versions">
      <Title order={2} size="h4" id="procedure-versions">
        {t.versions}
      </Title>
      {data.versions.length === 0 ? (
        <Text size="sm">{t.noVersions}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.versionColumn}</Table.Th>
                <Table.Th>{t.statusColumn}</Table.Th>
                <Table.Th>{t.created}</Table.Th>
                <Table.Th>{t.consultationSent}</Table.Th>
                <Table.Th>{t.consultationEnds}</Table.Th>
                <Table.Th>{t.publishedOn}</Table.Th>
                <Table.Th>{t.inForceFrom}</Table.Th>
                <Table.Th>{t.comments}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.versions.map((version) => (
                <Table.Tr key={version.version}>
                  <Table.Td>{version.version}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColour[version.status]} variant="light">
                      {t.status[version.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(version.createdAt)}</Table.Td>
                  <Table.Td>{day(version.consultation?.sentOn)}</Table.Td>
                  <Table.Td>{day(version.consultation?.endsOn)}</Table.Td>
                  <Table.Td>{day(version.publishedOn)}</Table.Td>
                  <Table.Td>{day(version.inForceFrom)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {version.consultation ? version.consultation.comments || t.noComments : '—'}
                  </Table.Td>
                  <Table.Td>
                    <DownloadButtons
                      document={() => versionDocument(data, version)}
                      fileBase={versionFileBase(version.version)}
                      name={t.version(version.version)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
