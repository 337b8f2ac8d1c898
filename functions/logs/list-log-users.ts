import { listLogUsers } from '@shared/contracts/logs/list-log-users.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';

/** The user selector of 'Log systemowy': the organisation's staff users by name. */
export const handler = defineHandler(listLogUsers, async ({ caller }) => {
  const users = await listStaffUsers(caller.tenant.tenantId);
  return {
    users: users
      .map((user) => ({ userId: user.userId, name: user.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pl')),
  };
});
