import { useEffect } from 'react';
import { CleanedFileList } from '@/components/cleaned-file-list.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { useFileCleaning, type FileCleaningState } from '@/lib/use-file-cleaning.js';
import { formatSize } from '../lib/file-rules.js';

interface CleanedFilesProps {
  files: readonly File[];
  /** Each change of the files' cleaning, for the send; null once the list is gone. */
  onCleaning: (cleaning: FileCleaningState | null) => void;
  onRemove: (file: File) => void;
}

/**
 * The report's files cleaned of their metadata, listed with what the cleaning did, in the
 * reporter's language: a chunk of its own with its texts (the 'file-cleaning' chunk), fetched
 * when the first file is added, so the form's first load carries no cleaning code.
 */
export function CleanedFiles({ files, onCleaning, onRemove }: CleanedFilesProps) {
  const t = useTexts('formTexts');
  const metadata = useTexts('metadataTexts');
  const kinds = useTexts('metadataKindTexts');
  const { locale } = useReporterLanguage();
  const cleaning = useFileCleaning(files);
  useEffect(() => onCleaning(cleaning), [cleaning, onCleaning]);
  useEffect(() => () => onCleaning(null), [onCleaning]);
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
