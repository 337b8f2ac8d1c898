import { Anchor, Button, FileButton, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState } from 'react';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import { categoryLimits } from '@shared/domain/category.js';
import { fileLimits, MB } from '@shared/domain/files.js';
import { categoryAttachmentKinds } from '@shared/domain/file-kinds.js';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { QueryContent } from '@/components/query-content.js';
import { RowAction, ScrollTable, TableHead } from '@/components/table-parts.js';
import { errorText } from '@/lib/api-errors.js';
import { formatFileSize } from '@/lib/file-size.js';
import { useDeleteCategoryAttachment } from '../api/delete-category-attachment.js';
import { downloadCategoryAttachment } from '../api/download-category-attachment.js';
import { useCategoryAttachments, type CategoryAttachment as Attachment } from '../api/list-category-attachments.js';
import { UploadFailedError, useUploadCategoryAttachment } from '../api/upload-category-attachment.js';
import { attachmentAccept, attachmentFileProblem } from '../lib/attachment-file.js';
import { NoticeAlert, type Notice } from '@/components/notice-alert.js';
import { StaffScanNotice } from '@/components/staff-scan-notice.js';
import { RenameAttachmentModal } from './rename-attachment-modal.js';

const allowedTypes = [...new Set(categoryAttachmentKinds.flatMap((kind) => kind.extensions))]
  .map((ext) => ext.toUpperCase())
  .join(', ');

const failureText = (failure: unknown): string =>
  failure instanceof UploadFailedError ? failure.message : errorText(failure);

interface AttachmentsTableProps {
  category: CategorySummary;
  attachments: readonly Attachment[];
  disabled: boolean;
  onDownload: (attachment: Attachment) => void;
  onRename: (attachment: Attachment) => void;
  onRemove: (attachment: Attachment) => void;
}

function AttachmentsTable({ category, attachments, disabled, onDownload, onRename, onRemove }: AttachmentsTableProps) {
  return (
    <ScrollTable
      minWidth={480}
      verticalSpacing="xs"
      aria-label={t.attachmentsTitle(category.name)}
      head={<TableHead columns={[t.fileName, t.fileSize, t.columnActions]} />}
    >
      {attachments.map((attachment) => (
        <Table.Tr key={attachment.id}>
          <Table.Td>
            <Anchor
              component="button"
              type="button"
              onClick={() => onDownload(attachment)}
              title={t.download(attachment.name)}
            >
              {attachment.name}
            </Anchor>
          </Table.Td>
          <Table.Td>{formatFileSize(attachment.size)}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <RowAction
                disabled={disabled}
                aria-label={t.renameOf(attachment.name)}
                onClick={() => onRename(attachment)}
              >
                {t.rename}
              </RowAction>
              <RowAction
                color="red"
                disabled={disabled}
                aria-label={t.deleteAttachmentOf(attachment.name)}
                onClick={() => onRemove(attachment)}
              >
                {t.delete}
              </RowAction>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

interface AttachmentsEditorProps {
  category: CategorySummary;
  attachments: readonly Attachment[];
  /** The list could not be refreshed after a change (it shows the last answer meanwhile). */
  refreshError: Error | null;
}

function AttachmentsEditor({ category, attachments, refreshError }: AttachmentsEditorProps) {
  const uploadFile = useUploadCategoryAttachment(category.id);
  const removeFile = useDeleteCategoryAttachment(category.id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [renaming, setRenaming] = useState<Attachment | null>(null);
  const resetPicker = useRef<() => void>(null);
  /** The running upload; closing the dialog or 'Przerwij przesyłanie' stops it. */
  const uploadAbort = useRef<AbortController | null>(null);

  useEffect(() => () => uploadAbort.current?.abort(), []);

  const pick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    setNotice(null);
    const problem = attachmentFileProblem(file);
    if (problem) {
      setNotice({ kind: 'error', text: problem });
      return;
    }
    setUpload({ name: file.name, progress: 0 });
    const abort = new AbortController();
    uploadAbort.current = abort;
    try {
      const uploaded = await uploadFile.mutateAsync({
        file,
        onProgress: (progress) => setUpload({ name: file.name, progress }),
        signal: abort.signal,
      });
      setNotice({ kind: 'success', text: t.uploaded(uploaded.name) });
    } catch (failure) {
      setNotice(
        abort.signal.aborted
          ? { kind: 'error', text: t.uploadCancelled }
          : { kind: 'error', text: failureText(failure) },
      );
    } finally {
      setUpload(null);
      if (uploadAbort.current === abort) uploadAbort.current = null;
    }
  };

  const remove = (attachment: Attachment) => {
    modals.openConfirmModal({
      title: t.deleteAttachmentTitle,
      children: <Text size="sm">{t.confirmDeleteAttachment(attachment.name)}</Text>,
      labels: { confirm: t.delete, cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setNotice(null);
        removeFile.mutateAsync({ params: { id: category.id, fileId: attachment.id } }).then(
          () => setNotice({ kind: 'success', text: t.attachmentDeleted(attachment.name) }),
          (failure: unknown) => setNotice({ kind: 'error', text: errorText(failure) }),
        );
      },
    });
  };

  const download = (attachment: Attachment) => {
    setNotice(null);
    downloadCategoryAttachment(category.id, attachment.id).catch((failure: unknown) =>
      setNotice({ kind: 'error', text: errorText(failure) }),
    );
  };

  const atLimit = attachments.length >= categoryLimits.attachmentsMax;
  const working = removeFile.isPending || upload !== null;
  const shownNotice: Notice | null = refreshError ? { kind: 'error', text: errorText(refreshError) } : notice;

  return (
    <Stack gap="md">
      <Text size="sm">{t.attachmentsIntro(allowedTypes, fileLimits.attachmentMaxBytes / MB)}</Text>
      <StaffScanNotice />
      {attachments.length === 0 ? (
        <Text c="dimmed" data-testid="attachments-empty">
          {categoryTexts.emptyAttachments}
        </Text>
      ) : (
        <AttachmentsTable
          category={category}
          attachments={attachments}
          disabled={working}
          onDownload={download}
          onRename={setRenaming}
          onRemove={remove}
        />
      )}

      {upload && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{t.uploading(upload.name)}</Text>
          <Progress
            value={Math.round(upload.progress * 100)}
            animated={upload.progress < 1}
            aria-label={t.uploading(upload.name)}
          />
          <Group justify="flex-end">
            <RowAction color="gray" onClick={() => uploadAbort.current?.abort()}>
              {t.cancelUpload}
            </RowAction>
          </Group>
        </Stack>
      )}
      <NoticeAlert notice={shownNotice} onClose={() => setNotice(null)} />
      {atLimit && (
        <Text size="sm" c="dimmed">
          {categoryTexts.tooManyAttachments}
        </Text>
      )}
      <Group justify="flex-end">
        <FileButton
          onChange={(file) => void pick(file)}
          accept={attachmentAccept}
          resetRef={resetPicker}
          disabled={working || atLimit}
          inputProps={{ 'aria-label': t.uploadFile }}
        >
          {(props) => (
            <Button {...props} disabled={working || atLimit} loading={upload !== null}>
              {t.upload}
            </Button>
          )}
        </FileButton>
      </Group>

      {/* Escape closes only the rename dialog, not this one under it (React events bubble through portals). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only stops the rename dialog's Escape bubbling up */}
      <div onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()}>
        <RenameAttachmentModal
          categoryId={category.id}
          attachment={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(renamed) => {
            setRenaming(null);
            setNotice({ kind: 'success', text: t.renamed(renamed.name) });
          }}
        />
      </div>
    </Stack>
  );
}

function AttachmentsManager({ category }: { category: CategorySummary }) {
  const list = useCategoryAttachments(category.id);
  return (
    <QueryContent query={list}>
      {({ attachments }) => (
        <AttachmentsEditor
          category={category}
          attachments={attachments}
          refreshError={list.isRefetchError ? list.error : null}
        />
      )}
    </QueryContent>
  );
}

interface CategoryAttachmentsModalProps {
  category: CategorySummary | null;
  onClose: () => void;
}

/** The category's attachments dialog: list, download, upload, rename, delete. */
export function CategoryAttachmentsModal({ category, onClose }: CategoryAttachmentsModalProps) {
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? t.attachmentsTitle(category.name) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {category && <AttachmentsManager key={category.id} category={category} />}
    </Modal>
  );
}
