import { Button, FileButton, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { lazy, Suspense, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { failureShown } from '../i18n/failure-shown.js';
import { loadTexts, useReporterLanguage } from '../i18n/reporter-language.js';
import { useConversationTexts } from '../lib/conversation-texts.js';
import { emptyMessageDraft, type MessageDraft } from '../lib/message-draft.js';
import { useFileCleaning } from '../lib/use-file-cleaning.js';
import { useErrorText } from './error-wording.js';
import { FormFooter } from './form-footer.js';
import { useLoadingText } from './query-content.js';
import { ProgressNote } from './progress-note.js';

// The files' list with their metadata removal, and its texts in the language shown (Polish on staff
// screens): fetched with the first file added.
const MessageFiles = lazy(() => import('./message-files.js').then((m) => ({ default: m.MessageFiles })));

/** Which files may be added to a message, and the alert for the first refused one. */
export interface AttachmentRules {
  accept: string;
  /** Checks picked files (types by their content, sizes) and adds the accepted ones. */
  addFiles: (current: readonly File[], picked: readonly File[]) => Promise<{ files: File[]; error: string | null }>;
}

interface MessageComposerProps {
  label: string;
  maxChars: number;
  /** Without rules the message takes no attachments. */
  attachments?: AttachmentRules;
  /**
   * Sends the text and files; rejects with the failure to show. Resolves false when the message
   * went but a file did not (the screen says why): then the box empties but says not 'Wysłano.'.
   */
  onSend: (text: string, files: File[]) => Promise<boolean>;
  /** What the send is doing now ('Trwa szyfrowanie…'), and how far the uploads are (0–100). */
  progress: string | null;
  uploadPercent: number | null;
  /** More fields of the message, shown above the send button (a staff reply's feedback checkbox). */
  children?: ReactNode;
  /** What is written, when the screen keeps it (the inbox keeps it over a new login); else the box keeps its own. */
  draft?: [MessageDraft, Dispatch<SetStateAction<MessageDraft>>];
  /** Said by the button once a message went ('Wysłano.'), until the next one is begun. */
  sentNote?: string;
  /** Something of the message is still being made (a voice recording): it cannot be sent yet. */
  holdSend?: boolean;
}

/**
 * Writing a message (a staff reply or the reporter's message): non-empty text, optional
 * attachments under the given rules, each cleaned of its metadata before it is encrypted (sent as
 * it is only after a warning), one send at a time. The box empties once it was sent.
 */
export function MessageComposer({
  label,
  maxChars,
  attachments,
  onSend,
  progress,
  uploadPercent,
  children,
  draft,
  sentNote,
  holdSend = false,
}: MessageComposerProps) {
  const t = useConversationTexts();
  const { language } = useReporterLanguage();
  const loadingText = useLoadingText();
  const ownDraft = useState<MessageDraft>(emptyMessageDraft);
  const [{ text, files }, setDraft] = draft ?? ownDraft;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const errorText = useErrorText();
  const cleaning = useFileCleaning(files);

  const change = (update: (current: MessageDraft) => MessageDraft) => {
    setDraft(update);
    setSent(false);
  };

  const pick = async (picked: File[]) => {
    if (!attachments) return;
    void loadTexts(language, 'file-cleaning').catch(() => undefined); // the list's texts, while the files are checked
    const result = await attachments.addFiles(files, picked);
    change((current) => ({ ...current, files: result.files }));
    setError(result.error);
  };

  const send = async () => {
    if (!text.trim()) {
      setError(t.textRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const toSend = await cleaning.filesWhenCleaned();
      if (toSend === null) {
        // A file that could not be cleaned is not decided about yet.
        setError((await loadTexts(language, 'file-cleaning')).metadataTexts.notReady);
        return;
      }
      const allWent = await onSend(text, toSend);
      setDraft(emptyMessageDraft);
      setSent(allWent);
    } catch (failure) {
      // A failure of the encryption in the reporter's language (Polish on staff screens).
      setError(errorText(await failureShown(failure, language)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={label}
        rows={4}
        maxLength={maxChars}
        value={text}
        disabled={busy}
        onChange={(event) => {
          const value = event.currentTarget.value;
          change((current) => ({ ...current, text: value }));
        }}
      />
      {attachments && (
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton multiple accept={attachments.accept} onChange={(picked) => void pick(picked)} disabled={busy}>
              {(props) => (
                <Button variant="default" size="xs" {...props}>
                  {t.addFiles}
                </Button>
              )}
            </FileButton>
          </Group>
          {files.length > 0 && (
            <Suspense fallback={<ProgressNote text={loadingText} />}>
              <MessageFiles
                cleaning={cleaning}
                disabled={busy}
                onRemove={(removed) =>
                  change((current) => ({ ...current, files: current.files.filter((other) => other !== removed) }))
                }
              />
            </Suspense>
          )}
        </Stack>
      )}
      {children}
      {uploadPercent !== null && <Progress value={uploadPercent} aria-label={t.uploadProgress} />}
      <FormFooter error={error} progress={progress}>
        {sent && sentNote && (
          <Text size="sm" c="green.9" fw={600} role="status">
            {sentNote}
          </Text>
        )}
        <Button onClick={send} disabled={busy || holdSend || !text.trim()}>
          {t.send}
        </Button>
      </FormFooter>
    </Stack>
  );
}
