import './recovery-key-print.css';
import { Button, Checkbox, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { authTexts } from '@shared/messages/auth.js';
import { CopyTextButton } from '../../../components/copy-text-button.js';
import { downloadTextFile } from '../../../lib/download.js';
import { printWithBodyClass } from '../../../lib/print.js';

const PRINTING_CLASS = 'ostoja-printing-recovery-key';

interface RecoveryKeyModalProps {
  recoveryKey: string;
  organisationName: string;
  onDone: () => void;
}

function fileText(recoveryKey: string, organisationName: string): string {
  return [
    authTexts.recoveryKeyFileHeader,
    `${authTexts.companyName}: ${organisationName}`,
    `${new Date().toLocaleDateString('pl-PL')}`,
    '',
    recoveryKey,
    '',
    authTexts.recoveryKeyWhy,
    authTexts.recoveryKeyNoRescue,
    '',
  ].join('\n');
}

const printSheet = () => printWithBodyClass(PRINTING_CLASS);

/**
 * The organisation's recovery key, shown once after activation (DESIGN §7): what it is, why it
 * matters, download / print / copy, and a confirmation before 'Dalej'. Clicking outside or
 * Escape does not close it, and leaving the page asks first: the key cannot be shown again.
 */
export function RecoveryKeyModal({ recoveryKey, organisationName, onDone }: RecoveryKeyModalProps) {
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
        title={authTexts.recoveryKeyTitle}
        size="lg"
        centered
      >
        <Stack gap="md">
          <Text fw={500}>{authTexts.recoveryKeyIntro}</Text>
          <Text size="sm">{authTexts.recoveryKeyWhy}</Text>
          <Text size="sm">{authTexts.recoveryKeyNoRescue}</Text>
          <Code block data-testid="recovery-key" fz="lg" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {recoveryKey}
          </Code>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => downloadTextFile(authTexts.recoveryKeyFileName, fileText(recoveryKey, organisationName))}
            >
              {authTexts.recoveryKeyDownload}
            </Button>
            <Button variant="default" onClick={printSheet}>
              {authTexts.recoveryKeyPrint}
            </Button>
            <CopyTextButton value={recoveryKey} label={authTexts.recoveryKeyCopy} copiedLabel={authTexts.recoveryKeyCopied} />
          </Group>
          <Checkbox
            label={authTexts.recoveryKeyConfirm}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button disabled={!confirmed} onClick={onDone}>
              {authTexts.next}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {createPortal(
        <div className="ostoja-recovery-print-sheet" aria-hidden="true">
          <h1>{authTexts.recoveryKeyFileHeader}</h1>
          <p>
            {authTexts.companyName}: {organisationName}
          </p>
          <pre>{recoveryKey}</pre>
          <p>{authTexts.recoveryKeyWhy}</p>
          <p>{authTexts.recoveryKeyNoRescue}</p>
        </div>,
        document.body,
      )}
    </>
  );
}
