import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import { ProgressNote } from '@/components/progress-note.js';
import { useTexts } from '@/i18n/reporter-language.js';
import type { FileCleaningState } from '@/lib/use-file-cleaning.js';
import { acceptedExtensions, allowedFilesHint } from '../lib/file-rules.js';

// The files' metadata removal and their list: fetched with the first file added, never with the
// form (docs/figures.md "Budgets").
const CleanedFiles = lazy(() => import('./cleaned-files.js').then((m) => ({ default: m.CleanedFiles })));

interface FilePickerProps {
  files: readonly File[];
  onCleaning: (cleaning: FileCleaningState | null) => void;
  onAdd: (picked: File[]) => void;
  onRemove: (file: File) => void;
}

/**
 * 'Załączniki': pick files (rules in file-rules.ts), see them listed with what removing their
 * metadata did, rename or remove any.
 */
export function FilePicker({ files, onCleaning, onAdd, onRemove }: FilePickerProps) {
  const t = useTexts('formTexts');
  const resetRef = useRef<() => void>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="attachments-heading">
      <Title order={2} size="h4" id="attachments-heading">
        {t.attachments}
      </Title>
      <Text size="sm">{allowedFilesHint(t)}</Text>
      <Text size="sm" c="dimmed">
        {t.attachmentMetadata}
      </Text>
      {files.length > 0 && (
        <Suspense fallback={<ProgressNote text={t.loading} />}>
          <CleanedFiles files={files} onCleaning={onCleaning} onRemove={onRemove} />
        </Suspense>
      )}
      <Group>
        <FileButton
          multiple
          accept={acceptedExtensions}
          resetRef={resetRef}
          onChange={(picked) => {
            onAdd(picked);
            resetRef.current?.(); // picking the same file again after removing it works
          }}
        >
          {(props) => (
            <Button variant="default" {...props}>
              {t.addFiles}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}
