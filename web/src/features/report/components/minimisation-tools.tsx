import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { isPending, mayUnmark, type MinimisationMark } from '@shared/domain/minimisation.js';
import { minimisationTexts as t } from '@shared/messages/minimisation.js';
import { errorText } from '@/lib/api-errors.js';
import { formatDateTime } from '@/lib/dates.js';
import type { ReportRef } from '@/lib/report-files.js';
import type { useMinimisations } from '../hooks/use-minimisations.js';
import { markedWords, sealedMark } from '../lib/minimisation-marks.js';
import { useLastSelection } from '../hooks/use-last-selection.js';

interface MinimisationToolsProps {
  report: ReportRef;
  reportKey: CryptoKey;
  minimisations: ReturnType<typeof useMinimisations>;
  /** The written fields' texts as stored now, by field id (what a range is over). */
  fieldTexts: ReadonlyMap<string, string>;
  fieldName: (fieldId: string) => string;
  files: readonly { fileId: string; name: string }[];
}

/**
 * 'Nieistotne dla sprawy' (issue #35): the selected passage of a written field, a whole field or a
 * file marked as personal data not relevant to the report; the list of marks with their terms
 * ('Cofnij oznaczenie' until then). The reporter's data cannot be marked (the register needs it).
 */
export function MinimisationTools({
  report,
  reportKey,
  minimisations,
  fieldTexts,
  fieldName,
  files,
}: MinimisationToolsProps) {
  const { selection, clear: clearSelection } = useLastSelection();
  const [error, setError] = useState<string | null>(null);
  const marks = minimisations.state?.marks ?? [];

  const run = async (work: () => Promise<string | null>) => {
    setError(null);
    try {
      const done = await work();
      if (done) notifications.show({ color: 'green', message: done });
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    }
  };

  const markRange = async (fieldId: string, range: { start: number; end: number }) => {
    const text = fieldTexts.get(fieldId);
    if (text === undefined) return setError(t.notTextField);
    const sealed = await sealedMark(reportKey, report, { fieldId, text }, range, marks);
    if (typeof sealed === 'string') return setError(t.problem[sealed]);
    const target = { kind: 'field' as const, fieldId, ...sealed.range };
    const saved = await run(async () => {
      const mark = await minimisations.mark({ target, replacement: sealed.replacement });
      return t.marked(formatDateTime(mark.dueAt));
    });
    if (saved) {
      clearSelection();
      document.getSelection()?.removeAllRanges();
    }
  };

  const markSelection = () => {
    if (!selection) return;
    if (!selection.target.startsWith('field:')) return setError(t.registerData);
    void markRange(selection.target.slice('field:'.length), selection);
  };

  const markFile = (fileId: string) =>
    void run(async () => {
      const mark = await minimisations.mark({ target: { kind: 'file', fileId }, replacement: null });
      return t.marked(formatDateTime(mark.dueAt));
    });

  const describe = (mark: MinimisationMark): string => {
    const target = mark.target;
    if (target.kind === 'file') {
      const name = files.find((file) => file.fileId === target.fileId)?.name;
      return name && isPending(mark) ? t.file(name) : t.removedFile;
    }
    if (target.kind !== 'field') return '';
    const field = fieldName(target.fieldId);
    const text = fieldTexts.get(target.fieldId);
    const covered = isPending(mark) && text !== undefined ? markedWords(text, mark, marks) : null;
    if (!covered) return t.removedPassage(field);
    return covered.whole ? t.wholeField(field) : t.passage(field, covered.words);
  };

  const markedFiles = new Set(marks.flatMap((mark) => (mark.target.kind === 'file' ? [mark.target.fileId] : [])));
  const now = new Date();
  return (
    <Stack gap="sm" component="section" aria-label={t.section}>
      <Title order={3} size="h5">
        {t.section}
      </Title>
      <Text size="sm">{t.explain}</Text>
      <Text size="sm" fw={600} aria-live="polite">
        {selection ? t.selected(selection.text) : ''}
      </Text>
      <Group gap="sm">
        <Button
          size="xs"
          variant="default"
          disabled={!selection || minimisations.saving || !minimisations.state}
          onClick={markSelection}
        >
          {t.markSelection}
        </Button>
      </Group>
      <Group gap="xs">
        <Text size="sm">{t.wholeOrFile}</Text>
        {[...fieldTexts.keys()].map((fieldId) => (
          <Button
            key={fieldId}
            size="compact-xs"
            variant="subtle"
            disabled={minimisations.saving || !minimisations.state}
            aria-label={t.markField(fieldName(fieldId))}
            onClick={() => void markRange(fieldId, { start: 0, end: fieldTexts.get(fieldId)!.length })}
          >
            {t.wholeFieldButton(fieldName(fieldId))}
          </Button>
        ))}
        {files
          .filter((file) => !markedFiles.has(file.fileId))
          .map((file) => (
            <Button
              key={file.fileId}
              size="compact-xs"
              variant="subtle"
              disabled={minimisations.saving || !minimisations.state}
              aria-label={t.markFile(file.name)}
              onClick={() => markFile(file.fileId)}
            >
              {t.fileButton(file.name)}
            </Button>
          ))}
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {marks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.none}
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label={t.section}>
          {marks.map((mark) => {
            const what = describe(mark);
            return (
              <List.Item key={mark.markId}>
                {`${what} — `}
                {mark.deletedAt
                  ? t.deleted(formatDateTime(mark.deletedAt), mark.markedByName)
                  : t.pending(formatDateTime(mark.dueAt), mark.markedByName)}
                {mayUnmark(mark, now) && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    ml={4}
                    disabled={minimisations.saving}
                    aria-label={t.unmarkOf(what)}
                    onClick={() => void run(async () => (await minimisations.unmark(mark.markId), t.unmarked))}
                  >
                    {t.unmark}
                  </Button>
                )}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
