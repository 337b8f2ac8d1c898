import { Alert } from '@mantine/core';
import { categoryPanelTexts } from '@shared/messages/categories.js';

/** An alert of the panel or of a dialog: a success or a failure, in the spec's words. */
export type Notice = { kind: 'success' | 'error'; text: string };

export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.kind === 'success' ? 'green' : 'red'}
      variant="light"
      withCloseButton
      closeButtonLabel={categoryPanelTexts.closeNotice}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
