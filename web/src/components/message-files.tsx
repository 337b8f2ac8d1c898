import { conversationTexts } from '@shared/messages/conversation.js';
import { metadataKindTexts, metadataTexts } from '@shared/messages/metadata.js';
import { formatFileSize } from '@/lib/file-size.js';
import type { FileCleaningState } from '@/lib/use-file-cleaning.js';
import { CleanedFileList } from './cleaned-file-list.js';

/**
 * A message's files with what removing their metadata did (the inbox and the back-office are in
 * Polish): loaded with the first file added to a message.
 */
export function MessageFiles({
  cleaning,
  onRemove,
  disabled,
}: {
  cleaning: FileCleaningState;
  onRemove: (file: File) => void;
  disabled: boolean;
}) {
  return (
    <CleanedFileList
      cleaning={cleaning}
      texts={{ metadata: metadataTexts, kinds: metadataKindTexts }}
      removeLabel={conversationTexts.removeFile}
      onRemove={onRemove}
      sizeText={formatFileSize}
      disabled={disabled}
    />
  );
}
