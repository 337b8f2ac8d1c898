import { Alert, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTexts } from '@/i18n/reporter-language.js';
import type { PublicCategory } from '../api/get-public-category.js';
import type { PublicForm } from '../api/get-public-form.js';
import type { ReportEntries } from '../hooks/use-report-entries.js';
import { fieldKey, reporterKey, type FieldValue, type ReporterKey } from '../lib/field-rules.js';
import { addFiles } from '../lib/file-rules.js';
import { CategoryDownloads } from './category-downloads.js';
import { FieldInput } from './field-input.js';
import { FilePicker } from './file-picker.js';
import { ReporterFields } from './reporter-fields.js';
import './voice-slot.css';

// The recorder, its audio code and its texts: a chunk of their own, fetched only where the
// organisation offers voice messages (docs/figures.md "Budgets").
const VoiceMessage = lazy(() => import('@/components/voice-message.js').then((m) => ({ default: m.VoiceMessage })));

interface CategorySectionProps {
  alias: string;
  category: PublicCategory;
  entries: ReportEntries;
  /** The organisation scans reporters' files: said beside the file picker. */
  filesScanned: boolean;
  /** Voice messages, when the organisation offers them (they go as attachments). */
  voice: PublicForm['voiceMessages'];
  /** The reporter is at the form: the recorder may come (its place is kept from the first view). */
  engaged: boolean;
  /** A download failed or a file was refused (null: a file choice was fine). */
  onAlert: (text: string | null) => void;
}

/**
 * What the chosen category asks: its downloads, its fields, the reporter's data when
 * it is not anonymous, attachments when it allows them.
 */
export function CategorySection({
  alias,
  category,
  entries,
  filesScanned,
  voice,
  engaged,
  onAlert,
}: CategorySectionProps) {
  const t = useTexts('formTexts');
  const fileRuleTexts = { form: t, files: useTexts('fileTexts') };
  const { values, setValues, reporter, setReporter, files, setFiles, shown, touch } = entries;
  return (
    <>
      {category.anonymous && <Text size="sm">{t.anonymousAllowed}</Text>}
      {category.attachments.length > 0 && (
        <CategoryDownloads
          alias={alias}
          categoryId={category.id}
          attachments={category.attachments}
          onError={onAlert}
        />
      )}
      {category.fields.map((field) => (
        <FieldInput
          key={field.id}
          field={field}
          value={values[field.id]}
          error={shown(fieldKey(field.id))}
          onChange={(value: FieldValue) => setValues((previous) => ({ ...previous, [field.id]: value }))}
          onBlur={() => touch(fieldKey(field.id))}
        />
      ))}
      {entries.asksReporter && (
        <ReporterFields
          reporter={reporter}
          errors={{
            name: shown(reporterKey('name')),
            phone: shown(reporterKey('phone')),
            email: shown(reporterKey('email')),
          }}
          onChange={(key: ReporterKey, value: string) => setReporter((previous) => ({ ...previous, [key]: value }))}
          onBlur={(key: ReporterKey) => touch(reporterKey(key))}
        />
      )}
      {category.files && (
        <FilePicker
          files={files}
          onCleaning={entries.setCleaning}
          onAdd={(picked) => {
            const result = addFiles(files, picked, fileRuleTexts);
            setFiles(result.files);
            onAlert(result.error);
          }}
          onRemove={(removed) => setFiles((previous) => previous.filter((file) => file !== removed))}
        />
      )}
      {category.files && voice && (
        // The recorder's place, kept from the first view so that nothing moves when it comes (voice-slot.css).
        <div className="voice-slot">
          {engaged && (
            <Suspense>
              <VoiceMessage
                disguisePolicy={voice.disguise}
                maxMinutes={voice.maxMinutes}
                files={files}
                setFiles={setFiles}
              />
            </Suspense>
          )}
        </div>
      )}
      {category.files && filesScanned && (
        <Alert color="yellow" variant="light" role="note" title={t.filesScannedTitle}>
          {t.filesScanned}
        </Alert>
      )}
    </>
  );
}
