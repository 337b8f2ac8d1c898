import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  redactionLimits,
  redactionProblem,
  redactedWords,
  type Redaction,
  type RedactionRecord,
  type RedactionTarget,
} from '@shared/domain/redactions.js';
import { redactionTexts as t } from '@shared/messages/redactions.js';
import { errorText } from '@/lib/api-errors.js';
import { useLastSelection } from '../hooks/use-last-selection.js';

/**
 * 'Zaczernij' and 'Zastąp' over the text selected in the report (one field or part of the
 * reporter's data), and the list of what is redacted, each with 'Usuń zaczernienie'. Every change
 * saves the whole record on the version shown.
 */
export function RedactionTools({
  record,
  texts,
  targetName,
  save,
  saving,
}: {
  record: RedactionRecord;
  /** Each target's text (what a range is checked against). */
  texts: ReadonlyMap<RedactionTarget, string>;
  /** A target's name as the page shows it (the field's label, 'Imię i nazwisko'…). */
  targetName: (target: RedactionTarget) => string;
  save: (record: RedactionRecord) => Promise<void>;
  saving: boolean;
}) {
  const { selection, clear: clearSelection } = useLastSelection();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);

  const store = async (next: RedactionRecord) => {
    setError(null);
    try {
      await save(next);
      notifications.show({ color: 'green', message: t.saved });
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    }
  };

  const add = async (kind: Redaction['kind']) => {
    if (!selection) return;
    const base = { target: selection.target, start: selection.start, end: selection.end };
    const trimmed = label.trim();
    if (kind === 'replace' && !trimmed) return setError(t.labelRequired);
    if (trimmed.length > redactionLimits.labelMaxChars) return setError(t.labelTooLong);
    const redaction: Redaction = kind === 'black' ? { ...base, kind } : { ...base, kind, label: trimmed };
    const problem = redactionProblem(record, redaction, texts);
    if (problem) return setError(t.problem[problem]);
    if (await store({ ...record, redactions: [...record.redactions, redaction] })) {
      clearSelection();
      setLabel('');
      document.getSelection()?.removeAllRanges();
    }
  };

  const remove = (redaction: Redaction) =>
    void store({ ...record, redactions: record.redactions.filter((other) => other !== redaction) });

  const original = (redaction: Redaction) => texts.get(redaction.target)?.slice(redaction.start, redaction.end) ?? '';

  return (
    <Stack gap="sm" component="section" aria-label={t.section}>
      <Text size="sm">{t.explain}</Text>
      <Text size="sm" fw={600} aria-live="polite">
        {selection ? t.selected(selection.text) : ''}
      </Text>
      <Group gap="sm" align="flex-end">
        <Button size="xs" color="dark" disabled={!selection || saving} onClick={() => void add('black')}>
          {t.black}
        </Button>
        <TextInput
          size="xs"
          label={t.replaceLabel}
          placeholder={t.replacePlaceholder}
          value={label}
          maxLength={redactionLimits.labelMaxChars}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
        <Button size="xs" variant="default" disabled={!selection || saving} onClick={() => void add('replace')}>
          {t.replace}
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {record.redactions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.none}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {record.redactions.map((redaction) => (
            <List.Item key={`${redaction.target}:${redaction.start}`}>
              {`${targetName(redaction.target)}: ${t.entry(original(redaction), redactedWords(redaction))} `}
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={saving}
                aria-label={t.removeOf(original(redaction))}
                onClick={() => remove(redaction)}
              >
                {t.remove}
              </Button>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
