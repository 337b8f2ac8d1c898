import { getPasswordReset } from '@shared/contracts/auth/get-password-reset.js';
import { authTexts } from '@shared/messages/auth.js';
import { getLiveLink } from '../data/links.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';

export const handler = defineHandler(getPasswordReset, async ({ params }) => {
  const link = await getLiveLink('RST', params.token);
  if (!link) throw notFound(authTexts.linkInvalid);
  return { email: link.email };
});
