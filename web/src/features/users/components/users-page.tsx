import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { StaffUserRow } from '@shared/contracts/users/schemas.js';
import { userPanelTexts as t, userTexts } from '@shared/messages/users.js';
import { NoticeAlert, usePanelNotice, type Notice } from '@/components/notice-alert.js';
import { QueryPending } from '@/components/query-content.js';
import { errorText } from '@/lib/api-errors.js';
import { useRequiredSession, useSessionKeys } from '@/lib/session.js';
import { useDeleteUser } from '../api/delete-user.js';
import { useResendInvitation } from '../api/resend-invitation.js';
import { useUsers } from '../api/list-users.js';
import { GrantAccessModal } from './grant-access-modal.js';
import { UserFormModal, type UserFormTarget } from './user-form-modal.js';
import { UsersTable, type UserActions } from './users-table.js';

/**
 * Użytkownicy: 'Użytkownicy rozpatrujący zgłoszenia' for every staff user;
 * for administrators (the list answer's `admin` decides) adding — while the package has room —,
 * editing and deleting.
 */
export function UsersPage() {
  const session = useRequiredSession();
  const keys = useSessionKeys(session.id);
  const list = useUsers();
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const { notice, setNotice, run } = usePanelNotice();
  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [grantTo, setGrantTo] = useState<StaffUserRow | null>(null);
  const busy = remove.isPending || resend.isPending;

  const confirmDelete = (user: StaffUserRow) =>
    modals.openConfirmModal({
      title: t.deleteTitle,
      children: (
        <Stack gap="xs">
          <Text size="sm">{userTexts.confirmDelete}</Text>
          <Text size="sm" fw={500}>
            {user.name} ({user.email})
          </Text>
        </Stack>
      ),
      labels: { confirm: t.delete, cancel: t.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(() => remove.mutateAsync({ params: { userId: user.id } }), t.deleted(user.name)),
    });

  if (!list.data) {
    return (
      <Stack gap="md">
        <Title order={1}>{t.title}</Title>
        <QueryPending query={list} />
      </Stack>
    );
  }

  const { users, admin, mayGrant, currentUserId, possibleAdminCount, packageType, smsAuthorizationPackage } = list.data;
  // Granting needs the organisation key unlocked in this tab, not only held on the server.
  const unlocked = keys.keys?.organisationPrivateKey ? keys.keys : null;
  const pending = users.filter((user) => user.access === 'pending');
  const full = users.length >= possibleAdminCount;
  const shownNotice: Notice | null = list.isRefetchError ? { kind: 'error', text: errorText(list.error) } : notice;
  const actions: UserActions = {
    onEdit: (user) => setFormTarget({ mode: 'edit', user }),
    onDelete: confirmDelete,
    onResendInvitation: (user) =>
      void run(() => resend.mutateAsync({ params: { userId: user.id } }), t.invitationResent(user.email)),
    onGrant: mayGrant && unlocked ? setGrantTo : null,
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t.title}</Title>
        {admin && (
          <Button disabled={busy || full} onClick={() => setFormTarget({ mode: 'add' })}>
            {t.add}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" data-testid="accounts-used">
        {t.accountsUsed(users.length, possibleAdminCount, packageType)}
      </Text>
      {admin && full && (
        <Alert color="yellow" variant="light" data-testid="account-limit">
          {userTexts.accountLimitReached(possibleAdminCount, packageType)}
        </Alert>
      )}
      {!admin && (
        <Text size="sm" c="dimmed">
          {t.readOnly}
        </Text>
      )}
      {admin && pending.length > 0 && (
        <Alert color="orange" variant="light" data-testid="pending-access">
          <Stack gap={4}>
            <Text size="sm">{t.pendingCount(pending.length)}</Text>
            <Text size="sm">{mayGrant && unlocked ? t.grantHowTo : t.grantNeedsKey}</Text>
          </Stack>
        </Alert>
      )}
      <NoticeAlert notice={shownNotice} onClose={() => setNotice(null)} />
      <Title order={2} size="h4">
        {t.tableTitle}
      </Title>
      <UsersTable
        users={users}
        actions={admin ? actions : null}
        currentUserId={currentUserId}
        showSms={smsAuthorizationPackage}
        busy={busy}
      />

      {admin && unlocked && (
        <GrantAccessModal
          user={grantTo}
          session={session}
          userPrivateKey={unlocked.userPrivateKey}
          onClose={() => setGrantTo(null)}
          onGranted={(user) => {
            setGrantTo(null);
            setNotice({ kind: 'success', text: t.granted(user.name) });
          }}
        />
      )}
      {admin && (
        <UserFormModal
          target={formTarget}
          currentUserId={currentUserId}
          smsInPackage={smsAuthorizationPackage}
          onClose={() => setFormTarget(null)}
          onSaved={(saved, mode) => {
            setFormTarget(null);
            setNotice({
              kind: 'success',
              text: mode === 'add' ? t.added(saved.name, saved.email) : t.saved(saved.name),
            });
          }}
        />
      )}
    </Stack>
  );
}
