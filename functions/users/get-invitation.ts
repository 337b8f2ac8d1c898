import { getInvitation } from '@shared/contracts/users/get-invitation.js';
import { defineHandler } from '../lib/handler.js';
import { openInvitation } from './open-invitation.js';

/** Who the invitation is for: shown on the activation page before a password is set. */
export const handler = defineHandler(getInvitation, async ({ params }) => {
  const { user, tenant } = await openInvitation(params.token);
  return { email: user.email, name: user.name, organisationName: tenant.name };
});
