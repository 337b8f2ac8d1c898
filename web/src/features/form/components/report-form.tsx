import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router-dom';
import { ProgressNote } from '@/components/progress-note.js';
import { loadTexts, useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { formatApiError } from '@/lib/api-errors.js';
import { getPublicCategory } from '../api/get-public-category.js';
import type { PublicForm } from '../api/get-public-form.js';
import { useCategory } from '../hooks/use-category.js';
import { useReportEntries } from '../hooks/use-report-entries.js';
import { reporterErrorText } from '@/lib/reporter-error-text.js';
import { loadSender, useReportSend } from '../hooks/use-report-send.js';
import type { FieldValues } from '../lib/field-rules.js';
import type { SentReport } from '../lib/send-state.js';
import { shownCategory, shownName } from '../lib/shown-texts.js';
import { CategorySection } from './category-section.js';

// The dialogs (and Mantine's Modal) are a separate chunk, fetched once the reporter starts
// filling in the form with their texts (the 'form-sent' chunk); the sending (submission contracts) and the crypto likewise (docs/figures.md "Budgets").
const loadModals = () => import('./modals.js');
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
 * The report itself: category, its fields, the reporter's data when the
 * category is not anonymous, attachments when allowed; then confirmation → validity → slot and
 * public key → encryption in this browser → upload → finalise → the success modal.
 */
export function ReportForm({ alias, form, onReset }: ReportFormProps) {
  const formTexts = useTexts('formTexts');
  const clientErrors = useTexts('clientErrorMessages');
  const { language } = useReporterLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const prefetched = useRef(false);
  const [categoryId, setCategoryId] = useState<string | null>(form.categories[0]?.id ?? null);
  const { category, loading, error: categoryError } = useCategory(alias, categoryId);
  const entries = useReportEntries(category);
  const { fields, values, files, typed, invalid } = entries;
  const [alert, setAlert] = useState<string | null>(null);
  /** Whom the reporter does not want to see the report, as typed in the confirmation (exclusion-request.tsx). */
  const [exclusionRequest, setExclusionRequest] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<PendingSwitch | null>(null);
  const [switchLoading, setSwitchLoading] = useState(false);
  const { run, busy, progress, sent, sentContent, leavingOnPurpose } = useReportSend({
    alias,
    filesScanned: form.filesScanned,
    onStay: setAlert,
  });

  // A category's load failure becomes the form's alert (closable like any other).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per failed load, not per render
    if (categoryError) setAlert(categoryError);
  }, [categoryError]);

  const unsent = (typed && sent === null) || busy;

  useWindowEvent('beforeunload', (event) => {
    if (unsent) event.preventDefault();
  });
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsent && !leavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );

  /** The reporter is at the form (focus or pointer): what is not the first view may come now. */
  const [engaged, setEngaged] = useState(false);

  const prefetch = () => {
    setEngaged(true);
    if (prefetched.current) return;
    prefetched.current = true;
    void loadModals();
    void loadTexts(language, 'form-sent');
    void loadSender().then((sender) => sender.loadReportCrypto());
  };

  const switchTo = ({ categoryId: id, values: kept }: Omit<PendingSwitch, 'dropped'>, dropsReporter: boolean) => {
    setPendingSwitch(null);
    setCategoryId(id);
    entries.restart(kept, dropsReporter);
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
      // Both as the reporter reads them: a field shared by the two categories is found by its label in that language.
      const { values: kept, dropped } = switchCategoryValues(
        category.fields,
        values,
        shownCategory(next, language).fields,
      );
      if (entries.reporterTyped && next.anonymous) dropped.push(formTexts.reporterSection);
      if (files.length > 0 && !next.files) dropped.push(formTexts.attachments);
      if (dropped.length === 0) switchTo({ categoryId: id, values: kept }, false);
      else {
        prefetch();
        setPendingSwitch({ categoryId: id, values: kept, dropped });
      }
    } catch (failure) {
      setAlert(reporterErrorText(failure, clientErrors, formatApiError));
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
    entries.showAll();
    if ((formRef.current?.checkValidity() ?? false) && !invalid) return true;
    setAlert(formTexts.formInvalid);
    setTimeout(() => {
      const first = formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL);
      first?.scrollIntoView({ block: 'center' });
      first?.focus({ preventScroll: true });
    });
    return false;
  };

  /** The question 'Czy na pewno…' only for a form that can be sent. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!category || busy) return;
    prefetch();
    setAlert(null);
    if (entries.waitsForDecision) {
      showNotReady();
      return;
    }
    if (validNow()) setConfirming(true);
  };

  /** A file that could not be cleaned is not decided about yet (the list's texts came with the list). */
  const showNotReady = () =>
    void loadTexts(language, 'file-cleaning').then(({ metadataTexts }) => setAlert(metadataTexts.notReady));

  const confirmed = async (asked: { meetingRequested: boolean }) => {
    setConfirming(false);
    // The second step: the validity check after the confirmation (the form is unchanged since);
    // files still being cleaned are waited for.
    if (!category || !validNow()) return;
    const cleanedFiles = await entries.filesWhenCleaned();
    if (cleanedFiles === null) showNotReady();
    else {
      void run({
        categoryId: category.id,
        categoryName: category.name,
        fields,
        values,
        reporter: entries.contact(),
        files: cleanedFiles,
        exclusionRequest,
        ...asked,
      });
    }
  };

  if (form.categories.length === 0) return <Text>{formTexts.noCategories}</Text>;

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        onFocusCapture={prefetch}
        onPointerEnter={prefetch}
        aria-label={formTexts.pageTitle}
      >
        <fieldset disabled={busy || sent !== null} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Text size="sm">{formTexts.requiredHint}</Text>
            <NativeSelect
              label={formTexts.category}
              required
              data={form.categories.map((c) => ({ value: c.id, label: shownName(c, language) }))}
              value={categoryId ?? ''}
              disabled={switchLoading}
              onChange={(event) => void chooseCategory(event.currentTarget.value)}
            />
            {(loading || switchLoading) && <ProgressNote text={formTexts.loadingCategory} />}
            {category && (
              <CategorySection
                alias={alias}
                category={category}
                entries={entries}
                filesScanned={form.filesScanned}
                voice={form.voiceMessages}
                // The recorder's chunk once the reporter is at the form, never with its first view (decision 238).
                engaged={engaged}
                onAlert={setAlert}
              />
            )}
            {alert && !(alert === formTexts.formInvalid && !invalid) && (
              <Alert color="red" variant="light" role="alert">
                {alert}
              </Alert>
            )}
            {progress.steps.length > 0 && (
              <Suspense fallback={null}>
                <SendProgress state={progress} />
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
          <ConfirmSendModal
            request={exclusionRequest}
            onRequest={setExclusionRequest}
            onConfirm={(asked) => void confirmed(asked)}
            onCancel={() => setConfirming(false)}
          />
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
