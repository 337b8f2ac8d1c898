import { Alert } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { noticeFrom } from '../lib/page-notice.js';

/** Shows the notice the previous screen sent along with the navigation (`lib/page-notice.ts`). */
export function PageNoticeAlert() {
  const notice = noticeFrom(useLocation().state);
  if (!notice) return null;
  return (
    <Alert role="alert" color={notice.kind === 'success' ? 'green' : 'red'} variant="light">
      {notice.text}
    </Alert>
  );
}
