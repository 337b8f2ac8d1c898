import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { createDefaultCategory, deleteCategory } from '@shared/contracts/index.js';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import { defaultCategoryNames, isDefaultCategoryName, type DefaultCategoryKind } from '@shared/domain/category.js';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { PageLoader } from '../../../components/page-loader.js';
import { callApi } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/api-errors.js';
import { useCategories } from '../hooks/use-categories.js';
import { CategoriesTable, type CategoryActions } from './categories-table.js';
import { CategoryAttachmentsModal } from './category-attachments-modal.js';
import { CategoryFormModal, type FormTarget } from './category-form-modal.js';
import { CategoryUsersModal } from './category-users-modal.js';
import { NoticeAlert, type Notice } from './notice-alert.js';

const defaultKinds: DefaultCategoryKind[] = ['internal', 'external'];

/**
 * Kategorie (spec doc 1 §2, §4–6): the table for every staff user; for the main administrator
 * (the list answer's `isMainAdmin` decides) adding, editing, deleting, users, attachments and the
 * two default categories.
 */
export function CategoriesPage() {
  const { state, refresh } = useCategories();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [usersOf, setUsersOf] = useState<CategorySummary | null>(null);
  const [attachmentsOf, setAttachmentsOf] = useState<CategorySummary | null>(null);

  /** Reloads the list; a success text is shown once the table shows the change. */
  const reload = async (success?: string) => {
    try {
      await refresh();
      if (success) setNotice({ kind: 'success', text: success });
    } catch (failure) {
      setNotice({ kind: 'error', text: errorText(failure) });
    }
  };

  /** Runs a change, then reloads the list; the alert says how it went. */
  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      await reload(success);
    } catch (failure) {
      setNotice({ kind: 'error', text: errorText(failure) });
      await reload();
    }
    setBusy(false);
  };

  const confirm = (title: string, text: string, confirmLabel: string, onConfirm: () => void, danger = false) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: confirmLabel, cancel: t.cancel },
      ...(danger ? { confirmProps: { color: 'red' } } : {}),
      onConfirm,
    });

  const createDefault = (kind: DefaultCategoryKind) => {
    const name = defaultCategoryNames[kind];
    confirm(t.defaultTitle, categoryTexts.confirmDefault(name), t.create, () =>
      void run(() => callApi(createDefaultCategory, { params: { kind } }), categoryTexts.defaultCreated(name)),
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
        () => void run(() => callApi(deleteCategory, { params: { id: category.id } }), t.deleted(category.name)),
        true,
      ),
  };

  if (state.kind === 'loading') {
    return (
      <Stack gap="md">
        <Title order={1}>{t.title}</Title>
        <PageLoader />
      </Stack>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Stack gap="md">
        <Title order={1}>{t.title}</Title>
        <Alert color="red" variant="light">
          {state.text}
        </Alert>
      </Stack>
    );
  }

  const { categories, isMainAdmin } = state.data;
  const missingDefaults = defaultKinds.filter((kind) => !categories.some((category) => isDefaultCategoryName(category.name, kind)));
  // The dialogs show the latest row (e.g. the attachment count after an upload).
  const current = (category: CategorySummary | null) => (category && categories.find((c) => c.id === category.id)) ?? category;

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
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <CategoriesTable categories={categories} actions={isMainAdmin ? actions : null} busy={busy} />

      {isMainAdmin && (
        <>
          <CategoryFormModal
            target={formTarget}
            onlyCategory={categories.length === 1}
            onClose={() => setFormTarget(null)}
            onSaved={(saved) => {
              setFormTarget(null);
              setNotice(null);
              void reload(t.saved(saved.name));
            }}
          />
          <CategoryUsersModal
            category={current(usersOf)}
            onClose={() => setUsersOf(null)}
            onSaved={(category) => {
              setUsersOf(null);
              setNotice(null);
              void reload(t.usersSaved(category.name));
            }}
          />
          <CategoryAttachmentsModal category={current(attachmentsOf)} onClose={() => setAttachmentsOf(null)} onChanged={() => void reload()} />
        </>
      )}
    </Stack>
  );
}
