import { Code, SimpleGrid, Text } from '@mantine/core';
import { formatBackupCode } from '@shared/domain/totp.js';
import { totpTexts as t } from '@shared/messages/totp.js';
import { SecretOnceModal } from '../secret-once-modal.js';

interface BackupCodesModalProps {
  backupCodes: readonly string[];
  email: string;
  onDone: () => void;
}

/** The ten backup codes, shown once as the recovery key is: download, print or copy, then a confirmation. */
export function BackupCodesModal({ backupCodes, email, onDone }: BackupCodesModalProps) {
  const codes = backupCodes.map(formatBackupCode);
  const text = [t.backupTitle, email, '', ...codes, '', t.backupWhy, ''].join('\n');
  return (
    <SecretOnceModal
      title={t.backupTitle}
      actions={[
        { kind: 'download', label: t.backupDownload, fileName: t.backupFileName, text },
        { kind: 'print', label: t.backupPrint },
        { kind: 'copy', label: t.backupCopy, copiedLabel: t.backupCopied, value: codes.join('\n') },
      ]}
      printSheet={
        <>
          <h1>{t.backupTitle}</h1>
          <p>{email}</p>
          <pre>{codes.join('\n')}</pre>
          <p>{t.backupWhy}</p>
        </>
      }
      confirmLabel={t.backupConfirm}
      doneLabel={t.backupDone}
      onDone={onDone}
    >
      <Text fw={500}>{t.backupIntro}</Text>
      <Text size="sm">{t.backupWhy}</Text>
      <SimpleGrid cols={2} spacing="xs" data-testid="backup-codes">
        {codes.map((code) => (
          <Code key={code} fz="lg">
            {code}
          </Code>
        ))}
      </SimpleGrid>
    </SecretOnceModal>
  );
}
