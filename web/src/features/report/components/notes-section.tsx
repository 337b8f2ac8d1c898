import { Badge, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import type { ReportHandler } from '@shared/contracts/reports/schemas.js';
import { encryptContent } from '@shared/crypto/content.js';
import { mentionedIn, noteLimits, notePurpose, type NoteKind } from '@shared/domain/report-notes.js';
import { reportNoteTexts } from '@shared/messages/report-notes.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { errorText } from '@/lib/api-errors.js';
import { formatDateTime } from '@/lib/dates.js';
import type { ReportRef } from '@/lib/report-files.js';
import { useAddReportNote } from '../api/add-report-note.js';
import { useUpdateReportNote } from '../api/update-report-note.js';
import type { DecryptedNote } from '../hooks/use-decrypted-notes.js';
import { insertMention, mentionMatches, mentionQueryAt } from '../lib/note-mentions.js';

interface NoteDraft {
  text: string;
  showInRegister: boolean;
}

/**
 * Whom a note may mention as it is typed: after an '@', the people who see the report whose name
 * holds what follows, each a button that writes '@Name'; under the field, who the text mentions
 * now (they are e-mailed, without the note, when it is saved).
 */
function MentionPicker({
  text,
  caret,
  people,
  onPick,
}: {
  text: string;
  caret: number;
  people: readonly ReportHandler[];
  onPick: (person: ReportHandler) => void;
}) {
  const query = mentionQueryAt(text, caret);
  const matches = query === null ? [] : mentionMatches(people, query);
  const mentioned = mentionedIn(text, people);
  return (
    <>
      {matches.length > 0 && (
        <Group gap={4} role="group" aria-label={reportNoteTexts.mentionOptions}>
          {matches.map((person) => (
            <Button key={person.userId} size="compact-xs" variant="light" onClick={() => onPick(person)}>
              {person.name}
            </Button>
          ))}
        </Group>
      )}
      {mentioned.length > 0 && (
        <Text size="xs" data-testid="note-mentioned">
          {reportNoteTexts.mentioned(mentioned.map((person) => person.name).join(', '))}
        </Text>
      )}
    </>
  );
}

/**
 * The text and the 'show in register' flag, shared by adding and editing; saving needs a
 * non-empty text. Where someone may be mentioned, '@' offers them (MentionPicker).
 */
function NoteFields({
  draft,
  onChange,
  label,
  mentionable,
}: {
  draft: NoteDraft;
  onChange: (draft: NoteDraft) => void;
  label: string;
  mentionable: readonly ReportHandler[];
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const pick = (person: ReportHandler) => {
    const next = insertMention(draft.text, caret, person.name);
    onChange({ ...draft, text: next.text });
    setCaret(next.caret);
    // Back to the text, typing on after the name.
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };
  return (
    <>
      <Textarea
        ref={field}
        label={label}
        description={mentionable.length ? reportNoteTexts.mentionHint : undefined}
        rows={4}
        maxLength={noteLimits.maxChars}
        value={draft.text}
        onChange={(event) => {
          onChange({ ...draft, text: event.currentTarget.value });
          setCaret(event.currentTarget.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
      {mentionable.length > 0 && <MentionPicker text={draft.text} caret={caret} people={mentionable} onPick={pick} />}
      <Checkbox
        label={t.showInRegister}
        checked={draft.showInRegister}
        onChange={(event) => onChange({ ...draft, showInRegister: event.currentTarget.checked })}
      />
    </>
  );
}

const encryptNote = (reportKey: CryptoKey, report: ReportRef, kind: NoteKind, noteId: string, text: string) =>
  encryptContent(reportKey, text, {
    tenant: report.tenantId,
    report: report.reportId,
    purpose: notePurpose(kind, noteId),
  });

interface NotesSectionProps {
  kind: NoteKind;
  report: ReportRef;
  reportKey: CryptoKey;
  notes: readonly DecryptedNote[];
  /** The caller's user id: only a note's author sees its edit button (docs/features.md, "Who may do what"). */
  adminId: string;
  canEdit: boolean;
  /** Whom a note may mention: staff who see the report, the caller aside ('@Jan Kowalski', issue #34). */
  mentionable: readonly ReportHandler[];
}

/**
 * Follow-up notes or property-damage notes (docs/features.md, "Who may do what"): the list (date, author, text),
 * a form to add one (non-empty), an edit button for the author's own entries; each entry may be
 * shown in the register. Encrypted here with the report key; never shown to the reporter.
 */
export function NotesSection({ kind, report, reportKey, notes, adminId, canEdit, mentionable }: NotesSectionProps) {
  const add = useAddReportNote(report.reportId);
  const update = useUpdateReportNote(report.reportId);
  const [draft, setDraft] = useState<NoteDraft>({ text: '', showInRegister: false });
  const [editing, setEditing] = useState<{ note: DecryptedNote; draft: NoteDraft } | null>(null);
  const addLabel = kind === 'note' ? t.addNote : t.addDamageNote;

  const failed = (failure: unknown) => notifications.show({ color: 'red', message: errorText(failure) });
  const submit = async () => {
    const noteId = crypto.randomUUID();
    const text = draft.text.trim();
    try {
      await add.mutateAsync({
        params: { reportId: report.reportId },
        body: {
          noteId,
          kind,
          text: await encryptNote(reportKey, report, kind, noteId, text),
          showInRegister: draft.showInRegister,
          mentionedIds: mentionedIn(text, mentionable).map((person) => person.userId),
        },
      });
      setDraft({ text: '', showInRegister: false });
    } catch (failure) {
      failed(failure);
    }
  };
  const saveEdit = async () => {
    if (!editing) return;
    const { note } = editing;
    const text = editing.draft.text.trim();
    try {
      await update.mutateAsync({
        params: { reportId: report.reportId, noteId: note.noteId },
        body: {
          kind,
          text: await encryptNote(reportKey, report, kind, note.noteId, text),
          showInRegister: editing.draft.showInRegister,
          mentionedIds: mentionedIn(text, mentionable).map((person) => person.userId),
        },
      });
      setEditing(null);
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <Stack gap="sm" data-testid={`notes-${kind}`}>
      {notes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noNotes}
        </Text>
      )}
      {notes.map((note) => (
        <Stack key={note.noteId} gap={2} data-testid="note">
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {formatDateTime(note.createdAt)} · {note.authorName}
            </Text>
            {note.showInRegister && (
              <Badge size="xs" variant="light">
                {t.shownInRegister}
              </Badge>
            )}
            {note.authorId === adminId && canEdit && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() =>
                  setEditing({ note, draft: { text: note.plaintext ?? '', showInRegister: note.showInRegister } })
                }
              >
                {t.edit}
              </Button>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.plaintext ?? t.unreadableNote}
          </Text>
        </Stack>
      ))}
      {canEdit && (
        <Stack gap="xs">
          <NoteFields draft={draft} onChange={setDraft} label={t.noteText} mentionable={mentionable} />
          <Group>
            <Button onClick={() => void submit()} disabled={!draft.text.trim()} loading={add.isPending}>
              {addLabel}
            </Button>
          </Group>
        </Stack>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t.editTitle}>
        {editing && (
          <Stack gap="sm">
            <NoteFields
              draft={editing.draft}
              onChange={(next) => setEditing({ ...editing, draft: next })}
              label={t.noteText}
              mentionable={mentionable}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t.cancel}
              </Button>
              <Button onClick={() => void saveEdit()} disabled={!editing.draft.text.trim()} loading={update.isPending}>
                {t.save}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
