import { Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import { staffUserTypeLabel, type StaffUserType } from '@shared/domain/staff-user.js';
import { categoryPanelTexts as t } from '@shared/messages/categories.js';
import { FormErrorAlert } from '@/components/form-footer.js';
import { QueryContent } from '@/components/query-content.js';
import { EmptyRow, ScrollTable, TableHead } from '@/components/table-parts.js';
import { errorText } from '@/lib/api-errors.js';
import { useCategoryUsers, type CategoryUserRow as UserRow } from '../api/list-category-users.js';
import { useSetCategoryUsers } from '../api/set-category-users.js';

const typeLabel = (type: number): string => staffUserTypeLabel[type as StaffUserType] ?? String(type);

interface UsersEditorProps {
  category: CategorySummary;
  onClose: () => void;
  onSaved: (category: CategorySummary) => void;
}

/** The dialog's content: the users as stored now, then the editor of a copy of them. */
function UsersLoader(props: UsersEditorProps) {
  return (
    <QueryContent query={useCategoryUsers(props.category.id)}>
      {({ users }) => <UsersEditor {...props} stored={users} />}
    </QueryContent>
  );
}

function UsersEditor({ category, stored, onClose, onSaved }: UsersEditorProps & { stored: UserRow[] }) {
  const [users, setUsers] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const saveUsers = useSetCategoryUsers();
  const saving = saveUsers.isPending;

  const update = (userId: string, patch: Partial<Pick<UserRow, 'assigned' | 'canResponse'>>) => {
    setUsers(
      users.map((user) => {
        if (user.userId !== userId) return user;
        const next = { ...user, ...patch };
        // The right to answer belongs only to an assigned user (docs/features.md, "Who may do what"): unassigning
        // clears it.
        return next.assigned ? next : { ...next, canResponse: false };
      }),
    );
  };

  const save = async () => {
    setError(null);
    try {
      const assigned = users
        .filter((user) => user.assigned)
        .map(({ userId, canResponse }) => ({ userId, canResponse }));
      await saveUsers.mutateAsync({ params: { id: category.id }, body: { users: assigned } });
      onSaved(category);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t.usersIntro}</Text>
      <ScrollTable
        minWidth={560}
        verticalSpacing="xs"
        aria-label={t.usersTitle(category.name)}
        head={<TableHead columns={[t.user, t.userType, t.assigned, t.canResponse]} />}
      >
        {users.length === 0 && <EmptyRow columns={4} text={t.noUsers} />}
        {users.map((user) => (
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
      </ScrollTable>
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

/**
 * Assigning staff users to a category, each with or without the right to answer (docs/features.md, "Who may do what").
 */
export function CategoryUsersModal({ category, onClose, onSaved }: CategoryUsersModalProps) {
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? t.usersTitle(category.name) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {category && <UsersLoader key={category.id} category={category} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
