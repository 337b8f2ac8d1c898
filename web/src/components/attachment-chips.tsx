import { Button, Group } from '@mantine/core';
import type { DecryptedFile } from '../lib/conversation-crypto.js';
import { useConversationTexts } from '../lib/conversation-texts.js';

/** Attachments as buttons that download and decrypt them; a name that would not decrypt says so. */
export function AttachmentChips({
  files,
  onDownload,
}: {
  files: readonly DecryptedFile[];
  onDownload: (file: DecryptedFile & { name: string }) => void;
}) {
  const t = useConversationTexts();
  if (!files.length) return null;
  return (
    <Group gap="xs" role="group" aria-label={t.attachments}>
      {files.map((file) =>
        file.name === null ? (
          <Button key={file.fileId} size="xs" variant="light" color="red" disabled>
            {t.fileUnavailable}
          </Button>
        ) : (
          <Button
            key={file.fileId}
            size="xs"
            variant="light"
            aria-label={t.download(file.name)}
            onClick={() => onDownload({ ...file, name: file.name as string })}
          >
            {file.name}
          </Button>
        ),
      )}
    </Group>
  );
}
