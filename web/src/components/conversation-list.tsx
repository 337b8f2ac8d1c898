import { Group, Paper, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { VoiceMarker } from '@shared/domain/voice-messages.js';
import type { AutomaticAcknowledgement } from '@shared/contracts/reports/schemas.js';
import type { ReporterLanguage } from '@shared/messages/catalogue.js';
import type { DecryptedFile, DecryptedMessage } from '../lib/conversation-crypto.js';
import { useConversationTexts } from '../lib/conversation-texts.js';
import { formatDateTime } from '../lib/dates.js';
import { useReporterLanguage } from '../i18n/reporter-language.js';
import { AttachmentChips } from './attachment-chips.js';
import { QueryContent } from './query-content.js';

interface ConversationListProps {
  messages: readonly DecryptedMessage[];
  showAttachments: boolean;
  /** Who the reader sees as the author ("Sygnalista", "Organizacja", a staff member's name…). */
  authorOf: (message: DecryptedMessage) => string;
  onDownload: (file: DecryptedFile & { name: string }) => void;
  /** A voice message recorded in the inbox, as this screen plays it (staff); without it, an attachment like any other. */
  voicePlayer?: (file: DecryptedFile & { name: string }, marker: VoiceMarker) => ReactNode;
}

/** The conversation in the order it was written, each message with its author, time and attachments. */
export function ConversationList({
  messages,
  showAttachments,
  authorOf,
  onDownload,
  voicePlayer,
}: ConversationListProps) {
  const t = useConversationTexts();
  // pl-PL on staff screens (no reporter language there); the reporter's locale in the inbox.
  const { locale } = useReporterLanguage();
  if (!messages.length) return <Text c="dimmed">{t.noMessages}</Text>;
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <Paper
          key={message.messageId}
          component="li"
          withBorder
          p="sm"
          ml={message.author === 'staff' ? 'xl' : 0}
          mr={message.author === 'reporter' ? 'xl' : 0}
          bg={message.author === 'staff' ? 'var(--mantine-color-blue-light)' : undefined}
          aria-label={`${authorOf(message)}, ${formatDateTime(message.sentAt, locale)}`}
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text fw={600} size="sm">
                  {authorOf(message)}
                </Text>
                {message.feedback && (
                  // Text, not a Badge: the inbox shares this list and loads no Badge styles (it never shows the mark).
                  <Text size="xs" fw={700}>
                    {t.feedbackMark}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.sentAt, locale)}
              </Text>
            </Group>
            {message.text === null ? (
              <Text c="red">{t.undecryptable}</Text>
            ) : (
              <Text
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                {...(message.inPolish ? { lang: 'pl' } : {})}
              >
                {message.text}
              </Text>
            )}
            {message.inPolish && (
              <Text size="xs" c="dimmed">
                {t.automaticAcknowledgementInPolish}
              </Text>
            )}
            {showAttachments && <AttachmentChips files={message.files} onDownload={onDownload} />}
            {voicePlayer &&
              message.files.map((file) =>
                file.voice && file.name !== null ? (
                  <div key={file.fileId}>{voicePlayer({ ...file, name: file.name }, file.voice)}</div>
                ) : null,
              )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The conversation once both its queries have answered: the stored messages, then their decryption
 * in this browser (each says its own loading and failure).
 */
export function DecryptedConversation({
  messages,
  decrypted,
  acknowledgement = null,
  ...list
}: Omit<ConversationListProps, 'messages'> & {
  messages: UseQueryResult<unknown>;
  decrypted: UseQueryResult<DecryptedMessage[]>;
  /** The automatic acknowledgement at receipt, shown first (it was the first thing the reporter got). */
  acknowledgement?: DecryptedMessage | null;
}) {
  return (
    <QueryContent query={messages}>
      {() => (
        <QueryContent query={decrypted}>
          {(decryptedMessages) => (
            <ConversationList
              messages={acknowledgement ? [acknowledgement, ...decryptedMessages] : decryptedMessages}
              {...list}
            />
          )}
        </QueryContent>
      )}
    </QueryContent>
  );
}

/**
 * The automatic acknowledgement as a conversation entry, in the reader's language (staff: Polish),
 * or its Polish text where the organisation wrote none in that language.
 */
export function acknowledgementEntry(
  acknowledgement: NonNullable<AutomaticAcknowledgement>,
  language: ReporterLanguage,
): DecryptedMessage {
  const translated = language === 'pl' ? undefined : acknowledgement.translations?.[language];
  return {
    messageId: 'automatic-acknowledgement',
    author: 'staff',
    sentAt: acknowledgement.sentAt,
    text: translated ?? acknowledgement.text,
    automatic: true,
    inPolish: !translated && language !== 'pl',
    files: [],
  };
}
