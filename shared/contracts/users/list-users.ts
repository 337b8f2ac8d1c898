import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZStaffUserRow } from './schemas.js';

/**
 * 'Użytkownicy rozpatrujący zgłoszenia' (users, admin,
 * possibleAdminCount, packageType, smsAuthorizationPackage). Every staff user sees the table;
 * `admin` says whether this one may add, edit and delete, `mayGrant` whether they may also give
 * the organisation key (an administrator who holds it).
 */
export const listUsers = defineContract({
  name: 'list-users',
  area: 'users',
  method: 'GET',
  path: '/api/users',
  auth: { kind: 'staff' },
  summary: 'The organisation’s staff users with their rights, categories, last login and key access.',
  response: z.object({
    users: z.array(ZStaffUserRow),
    admin: z.boolean(),
    mayGrant: z.boolean(),
    currentUserId: z.string(),
    /** The package's account limit, the main administrator included. */
    possibleAdminCount: z.number().int(),
    packageType: z.string(),
    /** Whether the package includes SMS two-step login (the SMS column and checkbox show only then). */
    smsAuthorizationPackage: z.boolean(),
  }),
});
