import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isNoticeAddress, noticeChannels, type NoticeChannel } from '@shared/domain/reply-notices.js';
import { useTexts } from '@/i18n/reporter-language.js';

/** A notice as the reporter sees it: its channel and masked address. */
export interface ShownReplyNotice {
  channel: NoticeChannel;
  masked: string;
}

interface ReplyNoticeFormProps {
  /** The notice already set, or none. */
  notice: ShownReplyNotice | null;
  onSave: (input: { channel: NoticeChannel; address: string }) => Promise<ShownReplyNotice>;
  /** Deleting is offered where the reporter manages the notice (the inbox). */
  onDelete?: () => Promise<void>;
  /** A failure said in a sentence in the reporter's language. */
  errorText: (failure: unknown) => string;
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The opt-in notice of replies (docs/security.md §6.7): what it says and what it exposes (the
 * operator could read the address, the provider sees the notice; no work address or device), an
 * e-mail address or a phone number for SMS, and once set, the masked address (and 'Usuń').
 */
export function ReplyNoticeForm({ notice, onSave, onDelete, errorText }: ReplyNoticeFormProps) {
  const texts = useTexts('replyNoticeTexts');
  const [current, setCurrent] = useState(notice);
  const [channel, setChannel] = useState<NoticeChannel>('email');
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setOutcome(null);
    try {
      await action();
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (!isNoticeAddress(channel, trimmed)) {
      setFieldError(channel === 'email' ? texts.emailInvalid : texts.phoneInvalid);
      return;
    }
    setFieldError(null);
    void run(async () => {
      setCurrent(await onSave({ channel, address: trimmed }));
      setAddress('');
      setOutcome({ kind: 'success', text: texts.saved });
    });
  };

  const remove = (deleteNotice: () => Promise<void>) =>
    void run(async () => {
      await deleteNotice();
      setCurrent(null);
      setOutcome({ kind: 'success', text: texts.removed });
    });

  return (
    <Stack gap="sm">
      <Text size="sm">{texts.intro}</Text>
      <Alert color="yellow" variant="light" role="note">
        <Text size="sm">{texts.exposure}</Text>
      </Alert>
      {outcome && (
        <Alert
          role={outcome.kind === 'success' ? 'status' : 'alert'}
          color={outcome.kind === 'success' ? 'green' : 'red'}
          variant="light"
        >
          {outcome.text}
        </Alert>
      )}
      {current ? (
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{texts.active(current.masked)}</Text>
          {onDelete && (
            <Button variant="light" color="red" loading={busy} onClick={() => remove(onDelete)}>
              {texts.remove}
            </Button>
          )}
        </Group>
      ) : (
        <form onSubmit={save} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label={texts.channelLabel}
              value={channel}
              onChange={(event) => {
                setChannel(event.currentTarget.value as NoticeChannel);
                setFieldError(null);
              }}
              data={noticeChannels.map((value) => ({
                value,
                label: value === 'email' ? texts.channelEmail : texts.channelSms,
              }))}
            />
            <TextInput
              label={channel === 'email' ? texts.emailLabel : texts.phoneLabel}
              type={channel === 'email' ? 'email' : 'tel'}
              inputMode={channel === 'email' ? 'email' : 'numeric'}
              autoComplete="off"
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              error={fieldError}
            />
            <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
              {texts.save}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
