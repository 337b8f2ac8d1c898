import type { ReactNode } from 'react';
import { FailureSaid } from '@/components/failure-said.js';

/**
 * What the reporter's last action came to: a failure (red, an alert) or a thing done (green, a
 * status). Its content is rendered, not a text taken when it happened, so that a switch of
 * language says it again.
 */
export interface InboxNotice {
  kind: 'success' | 'error';
  content: ReactNode;
}

export const failureNotice = (failure: unknown): InboxNotice => ({
  kind: 'error',
  content: <FailureSaid failure={failure} />,
});
