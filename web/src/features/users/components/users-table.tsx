import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { StaffUserRow } from '@shared/contracts/users/schemas.js';
import { staffUserStatus, staffUserTypeLabel } from '@shared/domain/staff-user.js';
import { userPanelTexts as t } from '@shared/messages/users.js';
import { EmptyRow, RowAction, ScrollTable, TableHead } from '@/components/table-parts.js';
import '@/components/table-layout.css';
import { wrappingBadgeStyles } from '@/components/wrapping-badge.js';
import { formatDate, formatDateTime } from '@/lib/dates.js';

export interface UserActions {
  onEdit: (user: StaffUserRow) => void;
  onDelete: (user: StaffUserRow) => void;
  onResendInvitation: (user: StaffUserRow) => void;
  /** Null when this administrator cannot grant the organisation key from this tab. */
  onGrant: ((user: StaffUserRow) => void) | null;
}

interface UsersTableProps {
  users: StaffUserRow[];
  /** Row actions, for administrators only; others see the table read-only. */
  actions: UserActions | null;
  /** The logged-in user: never deleted from here. */
  currentUserId: string;
  /** The SMS column shows only when the package includes SMS login. */
  showSms: boolean;
  busy?: boolean;
}

const yesNo = (value: boolean) => (value ? t.yes : t.no);

const accessColor = { invited: 'gray', pending: 'orange', granted: 'green' } as const;

/** Room for the widest row action ('Wyślij zaproszenie ponownie'); the others share a line. */
const ACTIONS_WIDTH = '15rem';

/**
 * 'Użytkownicy rozpatrujący zgłoszenia': name, e-mail, phone, last seen, type, status,
 * archive right, reports right, SMS authorisation (if the package has it), categories; plus
 * where each user stands with the organisation key, and the actions of an administrator. Those
 * two stay in view at the right edge on a laptop while the other columns scroll sideways
 * (table-layout.css).
 */
export function UsersTable({ users, actions, currentUserId, showSms, busy = false }: UsersTableProps) {
  const columns = [
    t.columnName,
    t.columnEmail,
    t.columnPhone,
    t.columnLastLogin,
    t.columnType,
    t.columnStatus,
    t.columnArchive,
    t.columnReports,
    showSms && t.columnSms,
    t.columnCategories,
  ];
  const shown = columns.filter(Boolean).length + (actions ? 2 : 1);
  return (
    <ScrollTable
      minWidth={actions ? 1200 : 1000}
      striped
      highlightOnHover
      verticalSpacing="sm"
      aria-label={t.tableTitle}
      style={{ '--ostoja-sticky-actions-width': actions ? ACTIONS_WIDTH : '0px' }}
      head={
        <TableHead
          columns={columns}
          last={
            <>
              <Table.Th className="ostoja-sticky-before-actions">{t.columnAccess}</Table.Th>
              {actions && <Table.Th className="ostoja-sticky-wide-actions">{t.columnActions}</Table.Th>}
            </>
          }
        />
      }
    >
      {users.length === 0 && <EmptyRow columns={shown} text={t.empty} />}
      {users.map((user) => (
        <Table.Tr key={user.id} data-testid={`user-row-${user.id}`}>
          <Table.Td fw={500}>
            <Stack gap={0}>
              <span>{user.name}</span>
              {user.isMainAdmin && (
                <Text size="xs" c="dimmed">
                  {t.mainAdmin}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>{user.email}</Table.Td>
          <Table.Td>{user.phone ?? t.none}</Table.Td>
          <Table.Td>{user.lastLoginDate ? formatDateTime(user.lastLoginDate) : t.never}</Table.Td>
          <Table.Td>{staffUserTypeLabel[user.type]}</Table.Td>
          <Table.Td>{user.status === staffUserStatus.active ? t.active : t.inactive}</Table.Td>
          <Table.Td>{yesNo(user.canArchivize)}</Table.Td>
          <Table.Td>{yesNo(user.canReports)}</Table.Td>
          {showSms && <Table.Td>{yesNo(user.smsAuthorization)}</Table.Td>}
          <Table.Td>{user.categoriesNames.join(', ')}</Table.Td>
          <Table.Td data-testid="user-access" className="ostoja-sticky-before-actions">
            <Stack gap={2} align="flex-start">
              <Badge variant="light" color={accessColor[user.access]} styles={wrappingBadgeStyles}>
                {t.access[user.access]}
              </Badge>
              {user.invitationExpiresAt && (
                <Text size="xs" c="dimmed">
                  {t.invitationUntil(formatDate(user.invitationExpiresAt))}
                </Text>
              )}
            </Stack>
          </Table.Td>
          {actions && (
            <Table.Td className="ostoja-sticky-wide-actions">
              <Group gap={4} wrap="wrap" role="group" aria-label={t.actionsOf(user.name)}>
                <RowAction disabled={busy} onClick={() => actions.onEdit(user)}>
                  {t.edit}
                </RowAction>
                {user.access === 'pending' && actions.onGrant && (
                  <RowAction color="green" disabled={busy} onClick={() => actions.onGrant?.(user)}>
                    {t.grant}
                  </RowAction>
                )}
                {user.access === 'invited' && (
                  <RowAction disabled={busy} onClick={() => actions.onResendInvitation(user)}>
                    {t.resendInvitation}
                  </RowAction>
                )}
                {user.id !== currentUserId && !user.isMainAdmin && (
                  <RowAction color="red" disabled={busy} onClick={() => actions.onDelete(user)}>
                    {t.delete}
                  </RowAction>
                )}
              </Group>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}
