import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { formTexts } from '@shared/messages/form.js';
import { ProgressNote } from '@/components/progress-note.js';
import { paths } from '@/config/paths.js';
import { ApiError, errorText, formatApiError } from '@/lib/api-errors.js';
import { withNotice } from '@/lib/page-notice.js';
import { useCategory } from '../hooks/use-category.js';
import { getPublicCategory } from '../api/get-public-category.js';
import type { PublicForm } from '../api/get-public-form.js';

import {
  emptyReporter,
  fieldKey,
  isFilled,
  reporterKey,
  reporterValues,
  reportValues,
  sentFieldLines,
  validateReport,
  type FieldValue,
  type FieldValues,
  type ReporterKey,
} from '../lib/field-rules.js';
import { addFiles } from '../lib/file-rules.js';
import { idleSend, type SendState, type SentContent, type SentReport } from '../lib/send-state.js';
import { CategoryDownloads } from './category-downloads.js';
import { FieldInput } from './field-input.js';
import { FilePicker } from './file-picker.js';
import { ReporterFields } from './reporter-fields.js';

// The dialogs (and Mantine's Modal) are a separate chunk, fetched once the reporter starts
// filling in the form; the sending (submission contracts) and the crypto likewise (DESIGN §10).
const loadModals = () => import('./modals.js');
const loadSender = () => import('../lib/send-report.js');
const ConfirmSendModal = lazy(() => loadModals().then((m) => ({ default: m.ConfirmSendModal })));
const SuccessModal = lazy(() => loadModals().then((m) => ({ default: m.SuccessModal })));
const ConfirmSwitchModal = lazy(() => loadModals().then((m) => ({ default: m.ConfirmSwitchModal })));
const ConfirmLeaveModal = lazy(() => loadModals().then((m) => ({ default: m.ConfirmLeaveModal })));
const SendProgress = lazy(() => loadModals().then((m) => ({ default: m.SendProgress })));
/** Needed only when a reporter who typed something switches category. */
const loadCategorySwitch = () => import('../lib/category-switch.js');

/** The controls that can be wrong, in the order of the page (not the form or fieldset, which `:invalid` also matches). */
const INVALID_CONTROL = ':is(input, textarea, select):is([aria-invalid="true"], :invalid)';

interface ReportFormProps {
  alias: string;
  form: PublicForm;
  /** After the success modal: the page loads the form again and mounts a fresh one. */
  onReset: (sent: SentReport) => void;
}

/** A category switch waiting for the reporter's yes: the values it keeps and the fields it drops. */
interface PendingSwitch {
  categoryId: string;
  values: FieldValues;
  dropped: string[];
}

/**
 * The report itself (doc 3 §2, §4, §5): category, its fields, the reporter's data when the
 * category is not anonymous, attachments when allowed; then confirmation → validity → slot and
 * public key → encryption in this browser → upload → finalise → the success modal.
 */
export function ReportForm({ alias, form, onReset }: ReportFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const prefetched = useRef(false);
  const [categoryId, setCategoryId] = useState<string | null>(form.categories[0]?.id ?? null);
  const { category, loading, error: categoryError } = useCategory(alias, categoryId);
  const [values, setValues] = useState<FieldValues>({});
  const [reporter, setReporter] = useState(emptyReporter);
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [send, setSend] = useState<SendState>(idleSend);
  const [sent, setSent] = useState<SentReport | null>(null);
  const [sentContent, setSentContent] = useState<SentContent | null>(null);
  const [pendingSwitch, setPendingSwitch] = useState<PendingSwitch | null>(null);
  const [switchLoading, setSwitchLoading] = useState(false);
  /** Set just before the form itself leaves (the Errors page after a failed send): not asked about. */
  const leavingOnPurpose = useRef(false);

  // A category's load failure becomes the form's alert (closable like any other), and a category
  // without attachments drops the files chosen for the previous one.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per failed load, not per render
    if (categoryError) setAlert(categoryError);
  }, [categoryError]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per category loaded
    if (category && !category.files) setFiles([]);
  }, [category]);

  const fields = category?.fields ?? [];
  const asksReporter = category !== null && !category.anonymous;
  const reporterTyped =
    asksReporter && [reporter.name, reporter.phone, reporter.email].some((value) => value.trim() !== '');
  const typed = Object.values(values).some(isFilled) || reporterTyped || files.length > 0;
  const unsent = (typed && sent === null) || busy;

  useWindowEvent('beforeunload', (event) => {
    if (unsent) event.preventDefault();
  });
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsent && !leavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const errors = validateReport(fields, values, asksReporter ? reporter : null);
  const invalid = Object.keys(errors).length > 0;
  const shown = (key: string) => (showAllErrors || touched.has(key) ? (errors[key] ?? null) : null);
  const touch = (key: string) => setTouched((previous) => (previous.has(key) ? previous : new Set(previous).add(key)));

  const prefetch = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    void loadModals();
    void loadSender().then((sender) => sender.loadReportCrypto());
  };

  const switchTo = ({ categoryId: id, values: kept }: Omit<PendingSwitch, 'dropped'>, dropsReporter: boolean) => {
    setPendingSwitch(null);
    setCategoryId(id);
    setValues(kept);
    if (dropsReporter) setReporter(emptyReporter);
    setTouched(new Set());
    setShowAllErrors(false);
    setAlert(null);
  };

  /**
   * Another category: the fields both have keep their values; when filled fields would go, the
   * reporter is asked first, naming them (so the new category is read before the switch).
   */
  const chooseCategory = async (id: string) => {
    if (!category || !typed) {
      switchTo({ categoryId: id, values: {} }, false);
      return;
    }
    setAlert(null);
    setSwitchLoading(true);
    try {
      const [next, { switchCategoryValues }] = await Promise.all([getPublicCategory(alias, id), loadCategorySwitch()]);
      const { values: kept, dropped } = switchCategoryValues(category.fields, values, next.fields);
      if (reporterTyped && next.anonymous) dropped.push(formTexts.reporterSection);
      if (files.length > 0 && !next.files) dropped.push(formTexts.attachments);
      if (dropped.length === 0) switchTo({ categoryId: id, values: kept }, false);
      else {
        prefetch();
        setPendingSwitch({ categoryId: id, values: kept, dropped });
      }
    } catch (failure) {
      setAlert(formatApiError(failure));
    } finally {
      setSwitchLoading(false);
    }
  };

  /**
   * The browser's validity check (the inputs carry the native constraints) with the same rules
   * in field-rules.ts (which also see through spaces and markup). When something is wrong: every
   * message shows, the alert says so, and the first wrong field is scrolled to and focused.
   */
  const validNow = (): boolean => {
    setShowAllErrors(true);
    if ((formRef.current?.checkValidity() ?? false) && !invalid) return true;
    setAlert(formTexts.formInvalid);
    setTimeout(() => {
      const first = formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL);
      first?.scrollIntoView({ block: 'center' });
      first?.focus({ preventScroll: true });
    });
    return false;
  };

  /** Doc 3 §4: the question 'Czy na pewno…' only for a form that can be sent. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!category || busy) return;
    prefetch();
    setAlert(null);
    if (validNow()) setConfirming(true);
  };

  const confirmed = () => {
    setConfirming(false);
    // Doc 3 §4 step 2: the validity check after the confirmation (the form is unchanged since).
    if (category && validNow()) void run(category.id);
  };

  const run = async (id: string) => {
    setBusy(true);
    setSend(idleSend);
    const withFiles = files.length > 0;
    const cleaned = reportValues(fields, values);
    const contact = asksReporter ? reporterValues(reporter) : null;
    const content: SentContent = {
      category: category?.name ?? '',
      fields: sentFieldLines(fields, cleaned),
      reporter: contact,
      files: files.map((file) => file.name),
    };
    let sender: Awaited<ReturnType<typeof loadSender>> | null = null;
    try {
      sender = await loadSender();
      const report = await sender.sendReport(
        { alias, categoryId: id, fields: cleaned, reporter: contact, files, scanFiles: form.filesScanned },
        {
          step: (step) => setSend((s) => ({ ...s, steps: [...s.steps, step] })),
          encrypted: (fraction) => setSend((s) => percentUpdate(s, 'encryptPercent', fraction)),
          uploaded: (fraction) => {
            if (withFiles) setSend((s) => percentUpdate(s, 'uploadPercent', fraction));
          },
        },
      );
      setSentContent(content);
      setSent(report);
    } catch (error) {
      const text = sender ? sender.sendErrorText(error) : errorText(error);
      // Doc 3 §8: the key could not be fetched — or (DESIGN §7) a file was refused by the
      // antivirus, or a scan cannot run now: the alert `{status} - {message}`, and the reporter
      // stays on the form with everything typed, to try again or remove the file.
      const staysOnForm =
        (sender !== null && error instanceof sender.KeyFetchFailure) ||
        (error instanceof ApiError && (error.code === 'FILE_INFECTED' || error.code === 'UNAVAILABLE'));
      if (staysOnForm) {
        setSend(idleSend);
        setAlert(text);
        return;
      }
      // Doc 3 §8: on send failure an alert `{status} - {message}`, then the Errors page.
      leavingOnPurpose.current = true;
      void navigate(
        paths.errors,
        withNotice({ kind: 'error', text }, { cause: { kind: 'form', formPath: paths.form(alias) } }),
      );
    } finally {
      setBusy(false);
    }
  };

  if (form.categories.length === 0) return <Text>{formTexts.noCategories}</Text>;

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} onFocusCapture={prefetch} aria-label={formTexts.pageTitle}>
        <fieldset disabled={busy || sent !== null} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Text size="sm">{formTexts.requiredHint}</Text>
            <NativeSelect
              label={formTexts.category}
              required
              data={form.categories.map((c) => ({ value: c.id, label: c.name }))}
              value={categoryId ?? ''}
              disabled={switchLoading}
              onChange={(event) => void chooseCategory(event.currentTarget.value)}
            />
            {(loading || switchLoading) && <ProgressNote text={formTexts.loadingCategory} />}
            {category && (
              <>
                {category.anonymous && <Text size="sm">{formTexts.anonymousAllowed}</Text>}
                {category.attachments.length > 0 && (
                  <CategoryDownloads
                    alias={alias}
                    categoryId={category.id}
                    attachments={category.attachments}
                    onError={setAlert}
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
                {asksReporter && (
                  <ReporterFields
                    reporter={reporter}
                    errors={{
                      name: shown(reporterKey('name')),
                      phone: shown(reporterKey('phone')),
                      email: shown(reporterKey('email')),
                    }}
                    onChange={(key: ReporterKey, value: string) =>
                      setReporter((previous) => ({ ...previous, [key]: value }))
                    }
                    onBlur={(key: ReporterKey) => touch(reporterKey(key))}
                  />
                )}
                {category.files && (
                  <FilePicker
                    files={files}
                    onAdd={(picked) => {
                      const result = addFiles(files, picked);
                      setFiles(result.files);
                      setAlert(result.error);
                    }}
                    onRemove={(name) => setFiles((previous) => previous.filter((file) => file.name !== name))}
                  />
                )}
                {category.files && form.filesScanned && (
                  <Alert color="yellow" variant="light" role="note" title={formTexts.filesScannedTitle}>
                    {formTexts.filesScanned}
                  </Alert>
                )}
              </>
            )}
            {alert && !(alert === formTexts.formInvalid && !invalid) && (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            )}
            {send.steps.length > 0 && (
              <Suspense fallback={null}>
                <SendProgress state={send} />
              </Suspense>
            )}
            <Group justify="flex-end">
              <Button type="submit" size="md" disabled={!category}>
                {formTexts.send}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmSendModal onConfirm={confirmed} onCancel={() => setConfirming(false)} />
        </Suspense>
      )}
      {sent && (
        <Suspense fallback={null}>
          <SuccessModal report={sent} content={sentContent} company={form.company} onClose={() => onReset(sent)} />
        </Suspense>
      )}
      {pendingSwitch && (
        <Suspense fallback={null}>
          <ConfirmSwitchModal
            dropped={pendingSwitch.dropped}
            onConfirm={() => switchTo(pendingSwitch, pendingSwitch.dropped.includes(formTexts.reporterSection))}
            onCancel={() => setPendingSwitch(null)}
          />
        </Suspense>
      )}
      {leaving.state === 'blocked' && (
        <Suspense fallback={null}>
          <ConfirmLeaveModal onConfirm={() => leaving.proceed()} onCancel={() => leaving.reset()} />
        </Suspense>
      )}
    </>
  );
}

function percentUpdate(state: SendState, key: 'encryptPercent' | 'uploadPercent', fraction: number): SendState {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return state[key] === percent ? state : { ...state, [key]: percent };
}
