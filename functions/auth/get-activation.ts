import { getActivation } from '@shared/contracts/auth/get-activation.js';
import { authTexts } from '@shared/messages/auth.js';
import { getLiveLink } from '../data/links.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';

export const handler = defineHandler(getActivation, async ({ params }) => {
  const link = await getLiveLink('ACT', params.token);
  if (!link) throw notFound(authTexts.linkInvalid);
  return { email: link.email };
});
