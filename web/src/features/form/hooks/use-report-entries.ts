import { useEffect, useState } from 'react';
import { useTexts } from '@/i18n/reporter-language.js';
import type { FileCleaningState } from '@/lib/use-file-cleaning.js';
import type { PublicCategory } from '../api/get-public-category.js';
import { emptyReporter, isFilled, validateReport, type FieldValues, type ReporterContact } from '../lib/field-rules.js';

/**
 * What the reporter has entered in the form (the category's fields, their own data, the files)
 * and its messages: a field's message shows once the field was left, every message once a send
 * was tried (`showAll`).
 */
export function useReportEntries(category: PublicCategory | null) {
  const texts = useTexts('formTexts');
  const [values, setValues] = useState<FieldValues>({});
  const [reporter, setReporter] = useState(emptyReporter);
  const [files, setFiles] = useState<File[]>([]);
  const [cleaning, setCleaning] = useState<FileCleaningState | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);

  // A category without attachments drops the files chosen for the previous one.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per category loaded
    if (category && !category.files) setFiles([]);
  }, [category]);

  const fields = category?.fields ?? [];
  const asksReporter = category !== null && !category.anonymous;
  const reporterTyped =
    asksReporter && [reporter.name, reporter.phone, reporter.email].some((value) => value.trim() !== '');
  const typed = Object.values(values).some(isFilled) || reporterTyped || files.length > 0;
  const errors = validateReport(fields, values, asksReporter ? reporter : null, texts);

  return {
    fields,
    values,
    setValues,
    reporter,
    setReporter,
    /** The files as added (the file rules judge them); what is sent is `filesWhenCleaned()`. */
    files,
    setFiles,
    /** The files' list reports each change of their metadata removal and the reporter's decisions. */
    setCleaning,
    /** A file that could not be cleaned waits for the reporter's decision: nothing can be sent yet. */
    waitsForDecision: cleaning?.waitsForDecision ?? false,
    /**
     * The files as they are to be encrypted and sent, once cleaned; null while one waits for the
     * reporter's decision, or while the list that cleans them is still being fetched.
     */
    filesWhenCleaned: async (): Promise<File[] | null> =>
      files.length === 0 ? [] : cleaning ? cleaning.filesWhenCleaned() : null,
    asksReporter,
    reporterTyped,
    /** Anything entered at all (the page then asks before it is left). */
    typed,
    invalid: Object.keys(errors).length > 0,
    /** The message of a field (`fieldKey`) or reporter input (`reporterKey`), when it is to be shown. */
    shown: (key: string) => (showAllErrors || touched.has(key) ? (errors[key] ?? null) : null),
    touch: (key: string) => setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key))),
    showAll: () => setShowAllErrors(true),
    /** Another category: these values stay, the reporter's data too unless the new one is anonymous. */
    restart: (kept: FieldValues, dropsReporter: boolean) => {
      setValues(kept);
      if (dropsReporter) setReporter(emptyReporter);
      setTouched(new Set());
      setShowAllErrors(false);
    },
    /** The reporter's data as the send takes it: null when the category does not ask for it. */
    contact: (): ReporterContact | null => (asksReporter ? reporter : null),
  };
}

export type ReportEntries = ReturnType<typeof useReportEntries>;
