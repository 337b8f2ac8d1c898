import { Button, CloseButton, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { acceptedExtensions, allowedFilesHint, formatSize } from '../lib/file-rules.js';

interface FilePickerProps {
  files: readonly File[];
  onAdd: (picked: File[]) => void;
  onRemove: (name: string) => void;
}

/** 'Załączniki': pick files (rules in file-rules.ts), see them listed, remove any. */
export function FilePicker({ files, onAdd, onRemove }: FilePickerProps) {
  const t = useTexts('formTexts');
  const { locale } = useReporterLanguage();
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
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <Group key={file.name} component="li" gap="xs" wrap="nowrap" align="center">
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatSize(file.size, locale)}
              </Text>
              <CloseButton aria-label={t.removeFile(file.name)} onClick={() => onRemove(file.name)} />
            </Group>
          ))}
        </Stack>
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
