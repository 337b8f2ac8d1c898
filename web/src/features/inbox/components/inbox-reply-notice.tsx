import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import { reportState, reportType } from '@shared/domain/report.js';
import { useErrorText } from '@/components/error-wording.js';
import { ReplyNoticeForm } from '@/components/reply-notice-form.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { removeReplyNotice } from '../api/delete-reply-notice.js';
import { replyNoticeQueryOptions } from '../api/get-reply-notice.js';
import { saveReplyNotice } from '../api/set-reply-notice.js';
import { InboxSection } from './inbox-section.js';

function ReplyNoticeSection({ report }: { report: InboxReport }) {
  const texts = useTexts('replyNoticeTexts');
  const errorText = useErrorText();
  const notice = useQuery(replyNoticeQueryOptions());
  if (!notice.data) return null;
  const current = notice.data.notice;
  // A closed report gets no more replies: only a notice still set is shown, to delete it.
  if (report.state === reportState.archived && !current) return null;
  return (
    <InboxSection title={texts.title}>
      <ReplyNoticeForm
        notice={current}
        onSave={async (body) => (await saveReplyNotice({ body })).notice!}
        onDelete={() => removeReplyNotice({}).then(() => undefined)}
        errorText={errorText}
      />
    </InboxSection>
  );
}

/**
 * The opt-in notice of replies in the inbox (docs/security.md §6.7): set, shown masked, deleted.
 * Never for a phone report, whose key comes from the caller's number (docs/security.md §8). Its
 * texts are a chunk of their own, fetched when the inbox shows it.
 */
export function InboxReplyNotice({ report }: { report: InboxReport }) {
  if (report.type === reportType.phone) return null;
  return (
    <Suspense fallback={null}>
      <ReplyNoticeSection report={report} />
    </Suspense>
  );
}
