import type { Contract } from '../contract.js';
import { acceptInvitation } from './accept-invitation.js';
import { addUser } from './add-user.js';
import { deleteUser } from './delete-user.js';
import { getInvitation } from './get-invitation.js';
import { grantAccess } from './grant-access.js';
import { listUsers } from './list-users.js';
import { resendInvitation } from './resend-invitation.js';
import { updateUser } from './update-user.js';

export { acceptInvitation, addUser, deleteUser, getInvitation, grantAccess, listUsers, resendInvitation, updateUser };

/** The staff users panel, the invitation a new user activates their account with, and granting them the key. */
export const userContracts = [
  listUsers,
  addUser,
  updateUser,
  deleteUser,
  resendInvitation,
  grantAccess,
  getInvitation,
  acceptInvitation,
] as const satisfies readonly Contract[];
