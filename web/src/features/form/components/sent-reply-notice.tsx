import { Stack, Title } from '@mantine/core';
import { ReplyNoticeForm } from '@/components/reply-notice-form.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { formatApiError } from '@/lib/api-errors.js';
import { reporterErrorText } from '@/lib/reporter-error-text.js';
import { setReplyNoticeAfterSend } from '../api/set-reply-notice.js';
import type { SentReport } from '../lib/send-state.js';

/**
 * The success modal's offer of the notice of replies (docs/security.md §6.7), in the reporter's
 * language; deleting it is the inbox's. Its texts are a chunk of their own, fetched with the modal.
 */
export function SentReplyNotice({ report }: { report: SentReport }) {
  const texts = useTexts('replyNoticeTexts');
  const clientErrors = useTexts('clientErrorMessages');
  return (
    <Stack gap="xs" component="section" aria-label={texts.title}>
      <Title order={3} size="h5">
        {texts.title}
      </Title>
      <ReplyNoticeForm
        notice={null}
        onSave={(body) => setReplyNoticeAfterSend(report, body)}
        errorText={(failure) => reporterErrorText(failure, clientErrors, formatApiError)}
      />
    </Stack>
  );
}
