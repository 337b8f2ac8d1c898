import type { Contract } from '../contract.js';
import { acceptInvitation } from './accept-invitation.js';
import { addUser } from './add-user.js';
import { deleteUser } from './delete-user.js';
import { getInvitation } from './get-invitation.js';
import { listUsers } from './list-users.js';
import { resendInvitation } from './resend-invitation.js';
import { updateUser } from './update-user.js';

export { acceptInvitation, addUser, deleteUser, getInvitation, listUsers, resendInvitation, updateUser };

/** The staff users panel, and the invitation a new user activates their account with. */
export const userContracts = [
  listUsers,
  addUser,
  updateUser,
  deleteUser,
  resendInvitation,
  getInvitation,
  acceptInvitation,
] as const satisfies readonly Contract[];
