import type { Contract } from '../contract.js';
import { addUser } from './add-user.js';
import { deleteUser } from './delete-user.js';
import { listUsers } from './list-users.js';
import { updateUser } from './update-user.js';

export { addUser, deleteUser, listUsers, updateUser };

/** The staff users panel. */
export const userContracts = [listUsers, addUser, updateUser, deleteUser] as const satisfies readonly Contract[];
