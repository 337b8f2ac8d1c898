import { Alert } from '@mantine/core';
import { userPanelTexts } from '@shared/messages/users.js';

/** An alert of the panel or of its form: a success or a failure, in the spec's words. */
export type Notice = { kind: 'success' | 'error'; text: string };

export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      role="alert"
      color={notice.kind === 'success' ? 'green' : 'red'}
      variant="light"
      withCloseButton
      closeButtonLabel={userPanelTexts.closeNotice}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
