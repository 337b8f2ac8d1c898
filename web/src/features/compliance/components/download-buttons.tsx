import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { LegalDocument } from '@shared/documents/legal-document.js';
import { procedureTexts as t } from '@shared/messages/procedure.js';
import { formatDateTime } from '@/lib/dates.js';
import { downloadDocument, type DocumentFormat } from '@/lib/legal-document-download.js';

const formats: { format: DocumentFormat; label: string }[] = [
  { format: 'docx', label: 'DOCX' },
  { format: 'pdf', label: 'PDF' },
];

/** 'Pobierz DOCX' / 'Pobierz PDF' of a document made in this browser when asked for. */
export function DownloadButtons({
  document,
  fileBase,
  name,
}: {
  document: () => LegalDocument;
  fileBase: string;
  /** What the buttons' accessible names add ('Pobierz PDF: Umowa powierzenia…'). */
  name: string;
}) {
  const [busy, setBusy] = useState<DocumentFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: DocumentFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadDocument(document(), fileBase, format, formatDateTime(new Date().toISOString()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {formats.map(({ format, label }) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          aria-label={`${t.download(label)}: ${name}`}
          onClick={() => void download(format)}
        >
          {t.download(label)}
        </Button>
      ))}
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t.downloadFailed}
        </Text>
      )}
    </Group>
  );
}
