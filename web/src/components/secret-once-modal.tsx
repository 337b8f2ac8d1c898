import './secret-once-modal.css';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { downloadTextFile } from '../lib/download.js';
import { printWithBodyClass } from '../lib/print.js';
import { CopyTextButton } from './copy-text-button.js';

const PRINTING_CLASS = 'ostoja-printing-secret';

/** One way to keep the secret, as a button: a .txt file, the print sheet, or the clipboard. */
export type SecretAction =
  | { kind: 'download'; label: string; fileName: string; text: string }
  | { kind: 'print'; label: string }
  | { kind: 'copy'; label: string; copiedLabel: string; value: string };

interface SecretOnceModalProps {
  title: string;
  /** What the secret is and why it cannot be shown again, with the secret itself. */
  children: ReactNode;
  /** The buttons, in the order shown. */
  actions: readonly SecretAction[];
  /** What a printout holds instead of the page (the 'print' action). */
  printSheet: ReactNode;
  /** What the person ticks to say the secret is kept; `doneLabel` needs it. */
  confirmLabel: string;
  doneLabel: string;
  onDone: () => void;
}

function ActionButton({ action }: { action: SecretAction }) {
  switch (action.kind) {
    case 'download':
      return (
        <Button variant="default" onClick={() => downloadTextFile(action.fileName, action.text)}>
          {action.label}
        </Button>
      );
    case 'print':
      return (
        <Button variant="default" onClick={() => printWithBodyClass(PRINTING_CLASS)}>
          {action.label}
        </Button>
      );
    case 'copy':
      return <CopyTextButton value={action.value} label={action.label} copiedLabel={action.copiedLabel} />;
  }
}

/**
 * A secret shown once (the organisation's recovery key, a report's identifier and password):
 * ways to keep it, and a confirmation before the button that moves on. Clicking outside or
 * Escape does not close it, and leaving the page asks first: it cannot be shown again.
 */
export function SecretOnceModal({
  title,
  children,
  actions,
  printSheet,
  confirmLabel,
  doneLabel,
  onDone,
}: SecretOnceModalProps) {
  const [confirmed, setConfirmed] = useState(false);
  useWindowEvent('beforeunload', (event) => {
    if (!confirmed) event.preventDefault();
  });

  return (
    <>
      <Modal
        opened
        onClose={() => {}}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
        title={title}
        size="lg"
        yOffset="2dvh"
      >
        <Stack gap="md">
          {children}
          <Group gap="sm">
            {actions.map((action) => (
              <ActionButton key={action.kind} action={action} />
            ))}
          </Group>
          <Checkbox
            label={confirmLabel}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button disabled={!confirmed} onClick={onDone}>
              {doneLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {createPortal(
        <div className="ostoja-secret-print-sheet" aria-hidden="true">
          {printSheet}
        </div>,
        document.body,
      )}
    </>
  );
}
