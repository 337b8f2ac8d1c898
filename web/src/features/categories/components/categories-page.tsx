import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import {
  defaultCategoryNames,
  isDefaultCategoryName,
  type DefaultCategoryKind,
} from '@shared/domain/default-categories.js';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { NoticeAlert, usePanelNotice, type Notice } from '@/components/notice-alert.js';
import { QueryPending } from '@/components/query-content.js';
import { errorText } from '@/lib/api-errors.js';
import { useCreateDefaultCategory } from '../api/create-default-category.js';
import { useDeleteCategory } from '../api/delete-category.js';
import { useCategories } from '../api/list-categories.js';
import { CategoriesTable, type CategoryActions } from './categories-table.js';
import { CategoryAttachmentsModal } from './category-attachments-modal.js';
import { CategoryFormModal, type FormTarget } from './category-form-modal.js';
import { CategoryUsersModal } from './category-users-modal.js';

const defaultKinds: DefaultCategoryKind[] = ['internal', 'external'];

/**
 * Kategorie: the table for every staff user; for the main administrator
 * (the list answer's `isMainAdmin` decides) adding, editing, deleting, users, attachments and the
 * two default categories.
 */
export function CategoriesPage() {
  const list = useCategories();
  const addDefault = useCreateDefaultCategory();
  const remove = useDeleteCategory();
  const { notice, setNotice, run } = usePanelNotice();
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [usersOf, setUsersOf] = useState<CategorySummary | null>(null);
  const [attachmentsOf, setAttachmentsOf] = useState<CategorySummary | null>(null);
  const busy = addDefault.isPending || remove.isPending;

  const confirm = (
    title: string,
    text: string,
    confirmLabel: string,
    onConfirm: () => void,
    danger = false,
    detail?: string,
  ) =>
    modals.openConfirmModal({
      title,
      children: (
        <Stack gap="xs">
          <Text size="sm">{text}</Text>
          {detail && (
            <Text size="sm" fw={600}>
              {detail}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: confirmLabel, cancel: t.cancel },
      ...(danger ? { confirmProps: { color: 'red' } } : {}),
      onConfirm,
    });

  const createDefault = (kind: DefaultCategoryKind) => {
    const name = defaultCategoryNames[kind];
    confirm(
      t.defaultTitle,
      categoryTexts.confirmDefault(name),
      t.create,
      () => void run(() => addDefault.mutateAsync({ params: { kind } }), categoryTexts.defaultCreated(name)),
    );
  };

  const actions: CategoryActions = {
    onUsers: setUsersOf,
    onEdit: (category) => setFormTarget({ mode: 'edit', id: category.id }),
    onAttachments: setAttachmentsOf,
    onDelete: (category) =>
      confirm(
        t.deleteTitle,
        categoryTexts.confirmDelete,
        t.delete,
        () => void run(() => remove.mutateAsync({ params: { id: category.id } }), t.deleted(category.name)),
        true,
        // The spec's question names no category: say which one goes, and that it goes for good.
        t.deleteNamed(category.name),
      ),
  };

  if (!list.data) {
    return (
      <Stack gap="md">
        <Title order={1}>{t.title}</Title>
        <QueryPending query={list} />
      </Stack>
    );
  }

  const { categories, isMainAdmin } = list.data;
  // A list that could not be refreshed after a change says so (it shows the last answer meanwhile).
  const shownNotice: Notice | null = list.isRefetchError ? { kind: 'error', text: errorText(list.error) } : notice;
  const missingDefaults = defaultKinds.filter(
    (kind) => !categories.some((category) => isDefaultCategoryName(category.name, kind)),
  );
  // The dialogs show the latest row (e.g. the attachment count after an upload).
  const current = (category: CategorySummary | null) =>
    (category && categories.find((c) => c.id === category.id)) ?? category;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t.title}</Title>
        {isMainAdmin && (
          <Group gap="xs">
            {missingDefaults.map((kind) => (
              <Button key={kind} variant="light" disabled={busy} onClick={() => createDefault(kind)}>
                {t.addDefault(defaultCategoryNames[kind])}
              </Button>
            ))}
            <Button disabled={busy} onClick={() => setFormTarget({ mode: 'add' })}>
              {t.add}
            </Button>
          </Group>
        )}
      </Group>
      {!isMainAdmin && (
        <Text size="sm" c="dimmed">
          {t.readOnly}
        </Text>
      )}
      <NoticeAlert notice={shownNotice} onClose={() => setNotice(null)} />
      <CategoriesTable categories={categories} actions={isMainAdmin ? actions : null} busy={busy} />

      {isMainAdmin && (
        <>
          <CategoryFormModal
            target={formTarget}
            onlyCategory={categories.length === 1}
            onClose={() => setFormTarget(null)}
            onSaved={(saved) => {
              setFormTarget(null);
              setNotice({ kind: 'success', text: t.saved(saved.name) });
            }}
          />
          <CategoryUsersModal
            category={current(usersOf)}
            onClose={() => setUsersOf(null)}
            onSaved={(category) => {
              setUsersOf(null);
              setNotice({ kind: 'success', text: t.usersSaved(category.name) });
            }}
          />
          <CategoryAttachmentsModal category={current(attachmentsOf)} onClose={() => setAttachmentsOf(null)} />
        </>
      )}
    </Stack>
  );
}
