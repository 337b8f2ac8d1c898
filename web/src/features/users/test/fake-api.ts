import { addUser } from '@shared/contracts/users/add-user.js';
import { deleteUser } from '@shared/contracts/users/delete-user.js';
import { grantAccess } from '@shared/contracts/users/grant-access.js';
import { listUsers } from '@shared/contracts/users/list-users.js';
import { resendInvitation } from '@shared/contracts/users/resend-invitation.js';
import { updateUser } from '@shared/contracts/users/update-user.js';
import type { StaffUserInput, StaffUserRow } from '@shared/contracts/users/schemas.js';
import { userTexts } from '@shared/messages/users.js';
import { zeros } from '@/test/key-fixtures.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';

/**
 * An in-memory users API for component tests, built from the contracts (`contractHandler` checks
 * every request and answer against them). It records what the screen sent, and refuses an add
 * past the limit as the server does.
 */

export interface FakeUsersOptions {
  users?: StaffUserRow[];
  admin?: boolean;
  mayGrant?: boolean;
  currentUserId?: string;
  possibleAdminCount?: number;
  packageType?: string;
  smsAuthorizationPackage?: boolean;
}

export interface SentRequest {
  name: string;
  params: unknown;
  body: unknown;
}

export function userRowFixture(overrides: Partial<StaffUserRow> = {}): StaffUserRow {
  return {
    id: 'user-1',
    name: 'Anna Kowalska',
    email: 'anna@example.com',
    phone: null,
    lastLoginDate: '2026-03-02T08:15:00.000Z',
    type: 1,
    status: 1,
    isMainAdmin: true,
    canArchivize: true,
    canReports: true,
    canExternalSend: true,
    smsAuthorization: false,
    categoriesNames: [],
    access: 'granted',
    invitationExpiresAt: null,
    publicKey: null,
    kid: null,
    ...overrides,
  };
}

/** The main administrator (the session fixture's user), a user with a category and an auditor. */
export const teamFixture = (): StaffUserRow[] => [
  userRowFixture(),
  userRowFixture({
    id: 'user-2',
    name: 'Jan Nowak',
    email: 'jan@example.com',
    phone: '600100200',
    lastLoginDate: null,
    type: 2,
    isMainAdmin: false,
    canArchivize: false,
    canReports: true,
    canExternalSend: false,
    smsAuthorization: true,
    categoriesNames: ['Zgłoszenia wewnętrzne', 'Mobbing'],
  }),
  userRowFixture({
    id: 'user-3',
    name: 'Ewa Zielińska',
    email: 'ewa@example.com',
    type: 3,
    status: 0,
    isMainAdmin: false,
    canArchivize: false,
    canReports: false,
    canExternalSend: false,
  }),
];

const rowFrom = (id: string, input: StaffUserInput, before?: StaffUserRow): StaffUserRow => ({
  ...(before ??
    userRowFixture({
      id,
      isMainAdmin: false,
      lastLoginDate: null,
      categoriesNames: [],
      access: 'invited',
      invitationExpiresAt: '2026-03-08T10:00:00.000Z',
    })),
  ...input,
  id,
});

export function fakeUsersApi(options: FakeUsersOptions = {}) {
  let users = options.users ?? teamFixture();
  const limit = options.possibleAdminCount ?? 10;
  const packageType = options.packageType ?? 'Standard';
  const sent: SentRequest[] = [];
  let next = 10;
  server.use(
    contractHandler(listUsers, () => ({
      users,
      admin: options.admin ?? true,
      mayGrant: options.mayGrant ?? true,
      currentUserId: options.currentUserId ?? 'user-1',
      possibleAdminCount: limit,
      packageType,
      smsAuthorizationPackage: options.smsAuthorizationPackage ?? true,
    })),
    contractHandler(addUser, ({ body }) => {
      sent.push({ name: 'add-user', params: {}, body });
      if (users.length >= limit)
        return errorResponse('CONFLICT', { message: userTexts.accountLimitReached(limit, packageType) });
      const row = rowFrom(`user-${next++}`, body);
      users = [...users, row];
      return row;
    }),
    contractHandler(updateUser, ({ params, body }) => {
      sent.push({ name: 'update-user', params, body });
      const before = users.find((user) => user.id === params.userId);
      if (!before) return errorResponse('NOT_FOUND');
      const row = rowFrom(params.userId, body, before);
      users = users.map((user) => (user.id === row.id ? row : user));
      return row;
    }),
    contractHandler(resendInvitation, ({ params }) => {
      sent.push({ name: 'resend-invitation', params, body: undefined });
      const invitationExpiresAt = '2026-03-09T10:00:00.000Z';
      users = users.map((user) => (user.id === params.userId ? { ...user, invitationExpiresAt } : user));
      return { invitationExpiresAt };
    }),
    contractHandler(grantAccess, ({ params, body }) => {
      sent.push({ name: 'grant-access', params, body });
      users = users.map((user) =>
        user.id === params.userId ? { ...user, access: 'granted' as const, publicKey: null, kid: null } : user,
      );
      return { ok: true as const };
    }),
    contractHandler(deleteUser, ({ params }) => {
      sent.push({ name: 'delete-user', params, body: undefined });
      users = users.filter((user) => user.id !== params.userId);
      return { ok: true as const };
    }),
  );
  return {
    sent,
    sentTo: (name: string) => sent.filter((request) => request.name === name),
    users: () => users,
  };
}

/** A user who activated and waits for the organisation key (their public key shaped as the contract wants). */
export const pendingUserFixture = (overrides: Partial<StaffUserRow> = {}): StaffUserRow =>
  userRowFixture({
    id: 'user-6',
    name: 'Karol Oczekujący',
    email: 'karol@example.com',
    type: 2,
    isMainAdmin: false,
    access: 'pending',
    publicKey: zeros(91),
    kid: 'karol-kid',
    ...overrides,
  });
