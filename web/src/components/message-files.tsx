import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { useConversationTexts } from '@/lib/conversation-texts.js';
import { formatFileSize } from '@/lib/file-size.js';
import type { FileCleaningState } from '@/lib/use-file-cleaning.js';
import { CleanedFileList } from './cleaned-file-list.js';

/**
 * A message's files with what removing their metadata did, in the language shown (the reporter's
 * in the inbox, Polish in the back-office, which has no reporter language): loaded with the first
 * file added to a message, its texts with it (the 'file-cleaning' chunk).
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
  const metadata = useTexts('metadataTexts');
  const kinds = useTexts('metadataKindTexts');
  const { removeFile } = useConversationTexts();
  const { locale } = useReporterLanguage();
  return (
    <CleanedFileList
      cleaning={cleaning}
      texts={{ metadata, kinds }}
      removeLabel={removeFile}
      onRemove={onRemove}
      sizeText={(bytes) => formatFileSize(bytes, locale)}
      disabled={disabled}
    />
  );
}
