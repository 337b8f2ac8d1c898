import { Alert, Anchor, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { decryptedFileSize } from '@shared/crypto/files.js';
import { staffAttachmentKinds } from '@shared/domain/file-kinds.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { errorText } from '@/lib/api-errors.js';
import { formatDateTime } from '@/lib/dates.js';
import { formatFileSize } from '@/lib/file-size.js';
import { addStaffAttachments, decryptFileName, type ReportRef } from '@/lib/report-files.js';
import { useDeletePrivateFile } from '../api/delete-private-file.js';
import { usePrivateFiles, type PrivateFile } from '../api/list-private-files.js';
import { useUploadPrivateFile } from '../api/upload-private-file.js';
import { StaffScanNotice } from '@/components/staff-scan-notice.js';
import { useSession } from '@/lib/session.js';
import { downloadAndSave } from './report-content-view.js';

const accept = staffAttachmentKinds.flatMap((kind) => kind.extensions.map((extension) => `.${extension}`)).join(',');

/** The names of the listed files, decrypted with the report key. */
function useFileNames(report: ReportRef, reportKey: CryptoKey, files: readonly PrivateFile[] | undefined) {
  return useQuery({
    queryKey: ['private-file-names', report.reportId, files?.map((file) => file.fileId)],
    queryFn: async () =>
      new Map(
        await Promise.all(
          (files ?? []).map(
            async (file) => [file.fileId, await decryptFileName(reportKey, report, file).catch(() => '?')] as const,
          ),
        ),
      ),
    enabled: !!files,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  }).data;
}

/**
 * Private attachments (staff only): chosen files are checked here (types by content,
 * sizes), encrypted with the report key and uploaded; listed, downloaded and decrypted here, and
 * removed for good after a confirmation.
 */
export function PrivateFilesSection({
  report,
  reportKey,
  canEdit,
}: {
  report: ReportRef;
  reportKey: CryptoKey;
  canEdit: boolean;
}) {
  const files = usePrivateFiles(report.reportId);
  const names = useFileNames(report, reportKey, files.data?.files);
  const upload = useUploadPrivateFile(report, reportKey, useSession()?.staffFilesScanned ?? false);
  const remove = useDeletePrivateFile(report.reportId);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (picked: File[]) => {
    const { files: chosen, error } = await addStaffAttachments([], picked);
    setProblem(error);
    try {
      for (const file of chosen) await upload.mutateAsync(file);
      if (chosen.length) notifications.show({ color: 'green', message: t.uploaded });
    } catch (failure) {
      setProblem(errorText(failure));
    }
  };
  const confirmRemove = (file: PrivateFile, name: string) =>
    modals.openConfirmModal({
      title: t.removeTitle,
      children: <Text size="sm">{t.removeConfirm(name)}</Text>,
      labels: { confirm: t.removeConfirmButton, cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove
          .mutateAsync({ params: { reportId: report.reportId, fileId: file.fileId } })
          .catch((failure: unknown) => setProblem(errorText(failure))),
    });

  const list = files.data?.files ?? [];
  return (
    <Stack gap="sm" data-testid="private-files">
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {files.isError && <Alert color="red">{errorText(files.error)}</Alert>}
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noPrivateFiles}
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label={t.privateFiles}>
          <Table.Tbody>
            {list.map((file) => {
              const name = names?.get(file.fileId) ?? '…';
              return (
                <Table.Tr key={file.fileId}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      title={t.download(name)}
                      onClick={() => void downloadAndSave(report, reportKey, { fileId: file.fileId, name })}
                    >
                      {name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatFileSize(decryptedFileSize(file.size))}</Table.Td>
                  <Table.Td>{formatDateTime(file.uploadedAt)}</Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t.remove(name)}
                        onClick={() => confirmRemove(file, name)}
                      >
                        {t.removeButton}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && <StaffScanNotice />}
      {canEdit && (
        <Group>
          <FileButton multiple accept={accept} onChange={(picked) => void pick(picked)}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                {t.addFiles}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
