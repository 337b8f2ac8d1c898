import { Alert, Anchor, Button, FileButton, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteCategoryAttachment, listCategoryAttachments } from '@shared/contracts/index.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import { categoryLimits } from '@shared/domain/category.js';
import { categoryAttachmentKinds, fileLimits, MB } from '@shared/domain/files.js';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { PageLoader } from '../../../components/page-loader.js';
import { callApi } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/api-errors.js';
import { downloadAttachment } from '../api/download-attachment.js';
import { attachmentAccept, attachmentFileProblem, UploadFailedError, uploadCategoryAttachment } from '../api/upload-attachment.js';
import { NoticeAlert, type Notice } from './notice-alert.js';
import { RenameAttachmentModal } from './rename-attachment-modal.js';

type Attachment = ResponseOf<typeof listCategoryAttachments>['attachments'][number];
type Loaded = { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'ready'; attachments: Attachment[] };

const number = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** 512 B, 12,3 kB, 4,5 MB (decimal units, as the 30 MB limit is). */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < MB) return `${number.format(bytes / 1000)} kB`;
  return `${number.format(bytes / MB)} MB`;
}

const allowedTypes = [...new Set(categoryAttachmentKinds.flatMap((kind) => kind.extensions))].map((ext) => ext.toUpperCase()).join(', ');

const failureText = (failure: unknown): string => (failure instanceof UploadFailedError ? failure.message : errorText(failure));

interface AttachmentsManagerProps {
  category: CategorySummary;
  onChanged: () => void;
}

function AttachmentsManager({ category, onChanged }: AttachmentsManagerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<Attachment | null>(null);
  const resetPicker = useRef<() => void>(null);
  const live = useRef(true);
  /** The running upload; closing the dialog or 'Przerwij przesyłanie' stops it. */
  const uploadAbort = useRef<AbortController | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const { attachments } = await callApi(listCategoryAttachments, { params: { id: category.id }, ...(signal ? { signal } : {}) });
      if (live.current) setLoaded({ kind: 'ready', attachments });
    },
    [category.id],
  );

  useEffect(() => {
    live.current = true;
    const controller = new AbortController();
    load(controller.signal).catch((failure: unknown) => {
      if (!controller.signal.aborted) setLoaded({ kind: 'failed', text: errorText(failure) });
    });
    return () => {
      live.current = false;
      controller.abort();
      uploadAbort.current?.abort();
    };
  }, [load]);

  /** After every change: the list here and the count in the panel's table. */
  const afterChange = async (success: string) => {
    try {
      await load();
      if (live.current) setNotice({ kind: 'success', text: success });
    } catch (failure) {
      if (live.current) setNotice({ kind: 'error', text: errorText(failure) });
    }
    onChanged();
  };

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
      const uploaded = await uploadCategoryAttachment(
        category.id,
        file,
        (progress) => {
          if (live.current) setUpload({ name: file.name, progress });
        },
        abort.signal,
      );
      if (!live.current) return;
      setUpload(null);
      await afterChange(t.uploaded(uploaded.name));
    } catch (failure) {
      if (!live.current) return;
      setUpload(null);
      setNotice(abort.signal.aborted ? { kind: 'error', text: t.uploadCancelled } : { kind: 'error', text: failureText(failure) });
    } finally {
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
        setBusy(true);
        setNotice(null);
        callApi(deleteCategoryAttachment, { params: { id: category.id, fileId: attachment.id } })
          .then(() => afterChange(t.attachmentDeleted(attachment.name)))
          .catch((failure: unknown) => setNotice({ kind: 'error', text: errorText(failure) }))
          .finally(() => {
            if (live.current) setBusy(false);
          });
      },
    });
  };

  const download = (attachment: Attachment) => {
    setNotice(null);
    downloadAttachment(category.id, attachment.id).catch((failure: unknown) => setNotice({ kind: 'error', text: errorText(failure) }));
  };

  if (loaded.kind === 'loading') return <PageLoader />;
  if (loaded.kind === 'failed') {
    return (
      <Alert color="red" variant="light">
        {loaded.text}
      </Alert>
    );
  }

  const { attachments } = loaded;
  const atLimit = attachments.length >= categoryLimits.attachmentsMax;
  const working = busy || upload !== null;

  return (
    <Stack gap="md">
      <Text size="sm">{t.attachmentsIntro(allowedTypes, fileLimits.attachmentMaxBytes / MB)}</Text>
      {attachments.length === 0 ? (
        <Text c="dimmed" data-testid="attachments-empty">
          {categoryTexts.emptyAttachments}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t.attachmentsTitle(category.name)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.fileName}</Table.Th>
                <Table.Th>{t.fileSize}</Table.Th>
                <Table.Th>{t.columnActions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attachments.map((attachment) => (
                <Table.Tr key={attachment.id}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => download(attachment)} title={t.download(attachment.name)}>
                      {attachment.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatSize(attachment.size)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        disabled={working}
                        aria-label={t.renameOf(attachment.name)}
                        onClick={() => setRenaming(attachment)}
                      >
                        {t.rename}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        disabled={working}
                        aria-label={t.deleteAttachmentOf(attachment.name)}
                        onClick={() => remove(attachment)}
                      >
                        {t.delete}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {upload && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{t.uploading(upload.name)}</Text>
          <Progress value={Math.round(upload.progress * 100)} animated={upload.progress < 1} aria-label={t.uploading(upload.name)} />
          <Group justify="flex-end">
            <Button size="compact-sm" variant="subtle" color="gray" onClick={() => uploadAbort.current?.abort()}>
              {t.cancelUpload}
            </Button>
          </Group>
        </Stack>
      )}
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
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
      <div onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()}>
        <RenameAttachmentModal
          categoryId={category.id}
          attachment={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(renamed) => {
            setRenaming(null);
            void afterChange(t.renamed(renamed.name));
          }}
        />
      </div>
    </Stack>
  );
}

interface CategoryAttachmentsModalProps {
  category: CategorySummary | null;
  onClose: () => void;
  /** An attachment was added, renamed or deleted: the panel refreshes its count. */
  onChanged: () => void;
}

/** The category's attachments dialog (doc 1 §2, doc 2 §2): list, download, upload, rename, delete. */
export function CategoryAttachmentsModal({ category, onClose, onChanged }: CategoryAttachmentsModalProps) {
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? t.attachmentsTitle(category.name) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {category && <AttachmentsManager key={category.id} category={category} onChanged={onChanged} />}
    </Modal>
  );
}
