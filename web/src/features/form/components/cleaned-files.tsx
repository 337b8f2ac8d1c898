import { CleanedFileList } from '@/components/cleaned-file-list.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import type { FileCleaningState } from '@/lib/use-file-cleaning.js';
import { formatSize } from '../lib/file-rules.js';

/**
 * The report's files with what removing their metadata did, in the reporter's language: a chunk
 * of its own with its texts (the 'file-cleaning' chunk), fetched when the first file is added.
 */
export function CleanedFiles({ cleaning, onRemove }: { cleaning: FileCleaningState; onRemove: (file: File) => void }) {
  const t = useTexts('formTexts');
  const metadata = useTexts('metadataTexts');
  const kinds = useTexts('metadataKindTexts');
  const { locale } = useReporterLanguage();
  return (
    <CleanedFileList
      cleaning={cleaning}
      texts={{ metadata, kinds }}
      removeLabel={t.removeFile}
      onRemove={onRemove}
      sizeText={(bytes) => formatSize(bytes, locale)}
    />
  );
}
