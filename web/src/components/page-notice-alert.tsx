import { Alert } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { noticeFrom, type PageNotice } from '../lib/page-notice.js';

/**
 * Shows the notice the previous screen sent along with the navigation (`lib/page-notice.ts`);
 * `say` words it again where the screen can (a reporter screen, in the language shown now).
 */
export function PageNoticeAlert({ say }: { say?: (notice: PageNotice) => string | undefined }) {
  const notice = noticeFrom(useLocation().state);
  if (!notice) return null;
  return (
    <Alert role="alert" color={notice.kind === 'success' ? 'green' : 'red'} variant="light">
      {say?.(notice) ?? notice.text}
    </Alert>
  );
}
