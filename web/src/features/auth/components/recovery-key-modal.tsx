import { Code, Text } from '@mantine/core';
import { Fragment } from 'react';
import { authTexts } from '@shared/messages/auth.js';
import { SecretOnceModal } from '@/components/secret-once-modal.js';

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

/**
 * The organisation's recovery key, shown once after activation (docs/security.md): what it is, why it
 * matters, download / print / copy, and a confirmation before 'Dalej'.
 */
export function RecoveryKeyModal({ recoveryKey, organisationName, onDone }: RecoveryKeyModalProps) {
  return (
    <SecretOnceModal
      title={authTexts.recoveryKeyTitle}
      actions={[
        {
          kind: 'download',
          label: authTexts.recoveryKeyDownload,
          fileName: authTexts.recoveryKeyFileName,
          text: fileText(recoveryKey, organisationName),
        },
        { kind: 'print', label: authTexts.recoveryKeyPrint },
        {
          kind: 'copy',
          label: authTexts.recoveryKeyCopy,
          copiedLabel: authTexts.recoveryKeyCopied,
          value: recoveryKey,
        },
      ]}
      printSheet={
        <>
          <h1>{authTexts.recoveryKeyFileHeader}</h1>
          <p>
            {authTexts.companyName}: {organisationName}
          </p>
          <pre data-break="anywhere">{recoveryKey}</pre>
          <p>{authTexts.recoveryKeyWhy}</p>
          <p>{authTexts.recoveryKeyNoRescue}</p>
        </>
      }
      confirmLabel={authTexts.recoveryKeyConfirm}
      doneLabel={authTexts.next}
      onDone={onDone}
    >
      <Text fw={500}>{authTexts.recoveryKeyIntro}</Text>
      <Text size="sm">{authTexts.recoveryKeyWhy}</Text>
      <Text size="sm">{authTexts.recoveryKeyNoRescue}</Text>
      <Code block data-testid="recovery-key" fz="lg" style={{ whiteSpace: 'normal' }}>
        <KeyGroups recoveryKey={recoveryKey} />
      </Code>
    </SecretOnceModal>
  );
}

/**
 * The key as its groups, each kept whole on its line (a line may break only after a hyphen), so
 * that nobody copies a group split in two by hand. The text stays the key exactly.
 */
function KeyGroups({ recoveryKey }: { recoveryKey: string }) {
  const groups = recoveryKey.split('-');
  return groups.map((group, i) => (
    <Fragment key={i}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {group}
        {i < groups.length - 1 ? '-' : ''}
      </span>
      {i < groups.length - 1 && <wbr />}
    </Fragment>
  ));
}
