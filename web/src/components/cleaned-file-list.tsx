import { Alert, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Translation } from '@shared/messages/catalogue.js';
import type { metadataKindTexts, metadataTexts } from '@shared/messages/metadata.js';
import { cleaningSummary } from '@/lib/metadata-summary.js';
import { renamedFile, sizeToSend } from '@/lib/cleaned-file-names.js';
import { warnsBeforeSending, type CleanedAttachment, type FileCleaningState } from '@/lib/use-file-cleaning.js';
import { ProgressNote } from './progress-note.js';

export interface CleaningTexts {
  metadata: Translation<typeof metadataTexts>;
  kinds: Translation<typeof metadataKindTexts>;
}

interface CleanedFileListProps {
  cleaning: FileCleaningState;
  texts: CleaningTexts;
  /** The remove button's name for a file ('Usuń plik x.pdf'). */
  removeLabel: (name: string) => string;
  onRemove: (file: File) => void;
  /** '2,4 MB' in the language shown. */
  sizeText: (bytes: number) => string;
  disabled?: boolean;
}

/**
 * The files added, each with what removing its metadata found and did: the name it goes under
 * (which the person may change), its size as sent, and for a file that could not be cleaned the
 * warning, after which it goes as it is only if the person says so. Shared by the report form
 * and the message composer; loaded with the first file added.
 */
export function CleanedFileList({
  cleaning,
  texts,
  removeLabel,
  onRemove,
  sizeText,
  disabled = false,
}: CleanedFileListProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {texts.metadata.nameHint}
      </Text>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={texts.metadata.cleaningList}>
        {cleaning.items.map((item) => (
          <CleanedFileRow
            key={item.file.name}
            item={item}
            texts={texts}
            removeLabel={removeLabel(item.name)}
            onRemove={() => onRemove(item.file)}
            onRename={(typed) => {
              const name = renamedFile(item.file.name, typed, cleaning.items);
              if (name !== null) cleaning.rename(item.file, name);
              return name !== null;
            }}
            onSendOriginal={(yes) => cleaning.setSendOriginal(item.file, yes)}
            sizeText={sizeText}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Stack>
  );
}

interface RowProps {
  item: CleanedAttachment;
  texts: CleaningTexts;
  removeLabel: string;
  onRemove: () => void;
  onRename: (typed: string) => boolean;
  onSendOriginal: (yes: boolean) => void;
  sizeText: (bytes: number) => string;
  disabled: boolean;
}

function CleanedFileRow({
  item,
  texts,
  removeLabel,
  onRemove,
  onRename,
  onSendOriginal,
  sizeText,
  disabled,
}: RowProps) {
  const t = texts.metadata;
  const [renaming, setRenaming] = useState<string | null>(null);
  const [renameRefused, setRenameRefused] = useState(false);
  const [askingOriginal, setAskingOriginal] = useState(false);
  const { cleaning, name, sendOriginal } = item;

  const saveName = () => {
    if (renaming === null) return;
    if (onRename(renaming)) setRenaming(null);
    else setRenameRefused(true);
  };

  return (
    <Stack component="li" gap={6}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {sizeText(sizeToSend(item))}
        </Text>
        {renaming === null && (
          <Button variant="subtle" size="compact-sm" disabled={disabled} onClick={() => setRenaming(name)}>
            {t.rename}
          </Button>
        )}
        <CloseButton aria-label={removeLabel} disabled={disabled} onClick={onRemove} />
      </Group>
      {renaming !== null && (
        <Group gap="xs" align="flex-end">
          <TextInput
            style={{ flex: 1 }}
            label={t.renameLabel(name)}
            value={renaming}
            error={renameRefused ? t.renameInvalid : undefined}
            onChange={(event) => {
              setRenaming(event.currentTarget.value);
              setRenameRefused(false);
            }}
            onKeyDown={(event) => {
              // Enter saves the name rather than submitting the form around the list.
              if (event.key === 'Enter') {
                event.preventDefault();
                saveName();
              }
            }}
          />
          <Button variant="default" onClick={saveName}>
            {t.renameSave}
          </Button>
          <Button variant="subtle" onClick={() => setRenaming(null)}>
            {t.renameCancel}
          </Button>
        </Group>
      )}
      {cleaning.stage === 'cleaning' && (
        <ProgressNote text={cleaning.percent === null ? t.cleaning : t.cleaningProgress(cleaning.percent)} />
      )}
      {cleaning.stage !== 'cleaning' && warnsBeforeSending(cleaning) && (
        <Alert color="yellow" variant="light" role="alert">
          <Stack gap="xs">
            <Text size="sm">
              {cleaning.stage === 'unavailable'
                ? t.unavailable
                : cleaningSummary(cleaning.outcome, t, texts.kinds).result}
            </Text>
            {sendOriginal ? (
              <Text size="sm" fw={600}>
                {t.sendingAsIs}
              </Text>
            ) : (
              <Group gap="xs">
                <Button variant="default" size="xs" disabled={disabled} onClick={() => onSendOriginal(true)}>
                  {t.sendAsIs}
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      {cleaning.stage === 'done' && !warnsBeforeSending(cleaning) && (
        <CleanedNote
          item={item}
          texts={texts}
          askingOriginal={askingOriginal}
          onAsk={setAskingOriginal}
          onSendOriginal={(yes) => {
            onSendOriginal(yes);
            setAskingOriginal(false);
          }}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

interface CleanedNoteProps {
  item: CleanedAttachment;
  texts: CleaningTexts;
  askingOriginal: boolean;
  onAsk: (asking: boolean) => void;
  onSendOriginal: (yes: boolean) => void;
  disabled: boolean;
}

/** What was removed and what cleaning cannot remove; the original only after the warning. */
function CleanedNote({ item, texts, askingOriginal, onAsk, onSendOriginal, disabled }: CleanedNoteProps) {
  const t = texts.metadata;
  if (item.cleaning.stage !== 'done') return null;
  const summary = cleaningSummary(item.cleaning.outcome, t, texts.kinds);
  const cleaned = item.cleaning.outcome.status === 'cleaned';
  return (
    <Stack gap={4} role="status">
      {item.sendOriginal ? (
        <Text size="sm" fw={600} c="orange.9">
          {t.sendingAsIs}
        </Text>
      ) : (
        <Text size="sm" c="green.9">
          {summary.result}
        </Text>
      )}
      {summary.advice.map((advice) => (
        <Text key={advice} size="sm" c="dimmed">
          {advice}
        </Text>
      ))}
      {cleaned && item.sendOriginal && (
        <Group>
          <Button variant="subtle" size="compact-sm" disabled={disabled} onClick={() => onSendOriginal(false)}>
            {t.keepCleaned}
          </Button>
        </Group>
      )}
      {cleaned && !item.sendOriginal && !askingOriginal && (
        <Group>
          <Button variant="subtle" size="compact-sm" disabled={disabled} onClick={() => onAsk(true)}>
            {t.offerOriginal}
          </Button>
        </Group>
      )}
      {cleaned && !item.sendOriginal && askingOriginal && (
        <Alert color="yellow" variant="light" role="alert">
          <Stack gap="xs">
            <Text size="sm">{t.originalWarning}</Text>
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={disabled} onClick={() => onSendOriginal(true)}>
                {t.confirmOriginal}
              </Button>
              <Button variant="subtle" size="xs" onClick={() => onAsk(false)}>
                {t.keepCleaned}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
