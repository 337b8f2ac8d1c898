import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import { reportType } from '@shared/domain/report.js';
import { AttachmentChips } from '@/components/attachment-chips.js';
import { LinkLabel } from '@/components/link-label.js';
import { QueryContent } from '@/components/query-content.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import type { DecryptedFile } from '@/lib/conversation-crypto.js';
import { openReportView } from '../lib/report-view.js';

interface InboxReportViewProps {
  report: InboxReport;
  reportKey: CryptoKey;
  onDownload: (file: DecryptedFile & { name: string }) => void;
}

/** 'Pokaż zgłoszenie': the report decrypted in this browser, with the reporter's data and files. */
export function InboxReportView({ report, reportKey, onDownload }: InboxReportViewProps) {
  const t = useTexts('inboxTexts');
  const texts = useTexts('inboxReportTexts');
  const words = useTexts('fieldValueTexts');
  const { language } = useReporterLanguage();
  const [shown, setShown] = useState(false);
  const view = useQuery({
    // Its values in words of the language shown: read again when the reporter switches.
    queryKey: ['inbox-report-view', report.reportId, language],
    queryFn: () => openReportView(reportKey, report, words),
    enabled: shown,
    gcTime: 0,
    staleTime: Infinity,
  });
  return (
    <Paper withBorder p="md" component="section" aria-label={t.showReport}>
      <Stack gap="sm">
        {report.type === reportType.email && (
          <Alert color="yellow" variant="light" role="note">
            <Text size="sm">{texts.emailReportNote}</Text>
          </Alert>
        )}
        <Button variant="light" onClick={() => setShown((value) => !value)} style={{ alignSelf: 'flex-start' }}>
          {shown ? t.hideReport : t.showReport}
        </Button>
        {shown && (
          <QueryContent query={view}>
            {(opened) => (
              <Stack gap="sm">
                {opened.fields.map((field) => (
                  <div key={field.fieldId}>
                    <Text size="sm" fw={600}>
                      <LinkLabel label={field.label} />
                    </Text>
                    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{field.value}</Text>
                  </div>
                ))}
                <Title order={3} size="h5">
                  {t.reporterData}
                </Title>
                {opened.reporter ? (
                  <Text>
                    {[opened.reporter.name, opened.reporter.email, opened.reporter.phone].filter(Boolean).join(', ')}
                  </Text>
                ) : (
                  <Alert color="gray" variant="light">
                    {t.noReporterData}
                  </Alert>
                )}
                {opened.files.length > 0 && (
                  <>
                    <Title order={3} size="h5">
                      {t.reportFiles}
                    </Title>
                    <AttachmentChips files={opened.files} onDownload={onDownload} />
                  </>
                )}
              </Stack>
            )}
          </QueryContent>
        )}
      </Stack>
    </Paper>
  );
}
