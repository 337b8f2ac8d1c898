import { Alert } from '@mantine/core';
import { useState } from 'react';
import { commonTexts } from '@shared/messages/common.js';
import { errorText } from '@/lib/api-errors.js';

/** An alert of a panel or of a dialog: a success or a failure, in the spec's words. */
export type Notice = { kind: 'success' | 'error'; text: string };

export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert
      role="alert"
      color={notice.kind === 'success' ? 'green' : 'red'}
      variant="light"
      withCloseButton
      closeButtonLabel={commonTexts.closeNotice}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}

/** A panel's alert, and `run`, which makes a change and says how it went once it is done. */
export function usePanelNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const run = async (change: () => Promise<unknown>, success: string) => {
    setNotice(null);
    try {
      await change();
      setNotice({ kind: 'success', text: success });
    } catch (failure) {
      setNotice({ kind: 'error', text: errorText(failure) });
    }
  };
  return { notice, setNotice, run };
}
