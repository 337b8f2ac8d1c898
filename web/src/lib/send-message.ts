import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import type { MessageAuthor } from '@shared/domain/inbox.js';
import { useConversationTexts } from './conversation-texts.js';
import { encryptMessage, uploadMessageFiles, type ReportContext } from './conversation-crypto.js';
import type { StartedUpload } from './report-files.js';

/** Where one side of the conversation sends its messages and their files (the inbox, the report page). */
export interface MessageChannel<Sent> {
  report: ReportContext;
  /** The report key K; without it nothing can be encrypted. */
  reportKey: CryptoKey | null;
  author: MessageAuthor;
  /** Whether the organisation scans attachments (each file then goes to the scanner first). */
  scan: boolean;
  /** The cached conversation the sent message is appended to. */
  messagesKey: QueryKey;
  send: (message: { messageId: string; body: ContentEnvelope }) => Promise<Sent>;
  startFile: (messageId: string, body: { size: number; scanned?: true }) => Promise<StartedUpload>;
  completeFile: (
    ids: { messageId: string; fileId: string },
    body: { name: ContentEnvelope; scanKey?: string; voice?: ContentEnvelope },
  ) => Promise<unknown>;
  /** The message is sent (its files may still be uploading): what the screen does then. */
  onSent?: (sent: Sent) => void;
  /** An attachment failed after the message was sent: said, never a reason to send it again. */
  onUploadFailure: (failure: unknown) => void;
}

/**
 * The conversation's send flow: encrypt under K, send, append to the conversation,
 * then encrypt and upload the queued files one by one, with the step and the share done for the
 * composer to show. `send` resolves true when everything went, false when the message went but a
 * file did not (said through `onUploadFailure`), so that nothing claims it all went.
 */
export function useSendMessage<Sent>(channel: MessageChannel<Sent>) {
  const queryClient = useQueryClient();
  const t = useConversationTexts();
  const [progress, setProgress] = useState<string | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);

  const send = async (text: string, files: readonly File[]): Promise<boolean> => {
    const { report, reportKey, messagesKey } = channel;
    if (!reportKey) throw new Error(t.noKey);
    try {
      setProgress(t.encrypting);
      const { messageId, body } = await encryptMessage(reportKey, report, channel.author, text);
      setProgress(t.sending);
      const sent = await channel.send({ messageId, body });
      queryClient.setQueryData<{ messages: Sent[] }>(messagesKey, (old) => ({
        messages: [...(old?.messages ?? []), sent],
      }));
      channel.onSent?.(sent);
      let filesWent = true;
      if (files.length) {
        setProgress(t.uploading);
        setUploadPercent(0);
        await uploadMessageFiles(
          files,
          {
            report,
            reportKey,
            scan: channel.scan,
            start: (size, scanned) => channel.startFile(messageId, scanned ? { size, scanned } : { size }),
            complete: (fileId, name, extra) => channel.completeFile({ messageId, fileId }, { name, ...extra }),
          },
          setUploadPercent,
        ).catch((failure: unknown) => {
          filesWent = false;
          channel.onUploadFailure(failure);
        });
        await queryClient.invalidateQueries({ queryKey: messagesKey });
      }
      return filesWent;
    } finally {
      setProgress(null);
      setUploadPercent(null);
    }
  };

  return { send, progress, uploadPercent };
}
