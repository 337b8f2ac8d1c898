import { Alert, Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { listCategoryUsers, setCategoryUsers } from '@shared/contracts/index.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import { staffUserTypeLabel, type StaffUserType } from '@shared/domain/staff-user.js';
import { categoryPanelTexts as t } from '@shared/messages/categories.js';
import { FormErrorAlert } from '../../../components/form-footer.js';
import { PageLoader } from '../../../components/page-loader.js';
import { callApi } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/api-errors.js';

type UserRow = ResponseOf<typeof listCategoryUsers>['users'][number];
type Loaded = { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'ready'; users: UserRow[] };

const typeLabel = (type: number): string => staffUserTypeLabel[type as StaffUserType] ?? String(type);

interface UsersEditorProps {
  category: CategorySummary;
  onClose: () => void;
  onSaved: (category: CategorySummary) => void;
}

function UsersEditor({ category, onClose, onSaved }: UsersEditorProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    callApi(listCategoryUsers, { params: { id: category.id }, signal: controller.signal }).then(
      ({ users }) => setLoaded({ kind: 'ready', users }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setLoaded({ kind: 'failed', text: errorText(failure) });
      },
    );
    return () => controller.abort();
  }, [category.id]);

  if (loaded.kind === 'loading') return <PageLoader />;
  if (loaded.kind === 'failed') {
    return (
      <Alert color="red" variant="light">
        {loaded.text}
      </Alert>
    );
  }

  const update = (userId: string, patch: Partial<Pick<UserRow, 'assigned' | 'canResponse'>>) => {
    setLoaded({
      kind: 'ready',
      users: loaded.users.map((user) => {
        if (user.userId !== userId) return user;
        const next = { ...user, ...patch };
        // The right to answer belongs only to an assigned user (doc 1 §6): unassigning clears it.
        return next.assigned ? next : { ...next, canResponse: false };
      }),
    });
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const users = loaded.users.filter((user) => user.assigned).map(({ userId, canResponse }) => ({ userId, canResponse }));
      await callApi(setCategoryUsers, { params: { id: category.id }, body: { users } });
      onSaved(category);
    } catch (failure) {
      setSaving(false);
      setError(errorText(failure));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t.usersIntro}</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label={t.usersTitle(category.name)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.user}</Table.Th>
              <Table.Th>{t.userType}</Table.Th>
              <Table.Th>{t.assigned}</Table.Th>
              <Table.Th>{t.canResponse}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loaded.users.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed">{t.noUsers}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {loaded.users.map((user) => (
              <Table.Tr key={user.userId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>{typeLabel(user.type)}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={t.assignedOf(user.name)}
                    checked={user.assigned}
                    disabled={saving}
                    onChange={(event) => update(user.userId, { assigned: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={t.canResponseOf(user.name)}
                    checked={user.canResponse}
                    disabled={saving || !user.assigned}
                    onChange={(event) => update(user.userId, { canResponse: event.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormErrorAlert error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t.save}
        </Button>
      </Group>
    </Stack>
  );
}

interface CategoryUsersModalProps {
  category: CategorySummary | null;
  onClose: () => void;
  onSaved: (category: CategorySummary) => void;
}

/** Assigning staff users to a category, each with or without the right to answer (doc 1 §2, §6). */
export function CategoryUsersModal({ category, onClose, onSaved }: CategoryUsersModalProps) {
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? t.usersTitle(category.name) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {category && <UsersEditor key={category.id} category={category} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
