import { randomUUID } from 'node:crypto';
import { activateAccount } from '@shared/contracts/auth/activate-account.js';
import { aliasFromName } from '@shared/domain/alias.js';
import { TRIAL_DAYS, TRIAL_PACKAGE_ID } from '@shared/domain/tenant.js';
import { authTexts } from '@shared/messages/auth.js';
import { consumeLink, getLiveLink } from '../data/links.js';
import { transact } from '../data/transact.js';
import { assertArgon2Floor, assertPublicKey } from '../lib/credentials.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { randomToken } from '../lib/hashing.js';
import { newOrganisationWrites } from './new-organisation.js';
import { addDays } from '@shared/domain/time.js';

/**
 * Registration step 2: one transaction creates the organisation (trial licence), its alias,
 * counters, the main administrator with their keys, the e-mail claim and a log entry, and uses
 * up the link. A used link, a taken e-mail or a clash leaves nothing behind.
 */
export const handler = defineHandler(activateAccount, async ({ params, body, caller }) => {
  const link = await getLiveLink('ACT', params.token);
  if (!link) throw notFound(authTexts.linkInvalid);
  const { details, credentials, organisation } = body;
  assertPublicKey(credentials.publicKey, credentials.kid, 'credentials.publicKey');
  assertArgon2Floor(credentials.wrappedPrivateKey, 'credentials.wrappedPrivateKey');
  assertPublicKey(organisation.publicKey, organisation.kid, 'organisation.publicKey');
  if (organisation.wrappedForAdmin.kid !== credentials.kid) {
    throw badRequest(undefined, { 'organisation.wrappedForAdmin': authTexts.orgKeyNotForAdmin });
  }
  if (organisation.wrappedMetadataKey.kid !== organisation.kid) {
    throw badRequest(undefined, { 'organisation.wrappedMetadataKey': authTexts.metadataKeyNotForOrg });
  }

  const now = new Date();
  const writes = [
    consumeLink('ACT', params.token),
    ...newOrganisationWrites({
      tenant: {
        tenantId: randomUUID(),
        name: details.companyName,
        alias: aliasFromName(
          details.companyName,
          randomToken(3)
            .toLowerCase()
            .replace(/[^a-z0-9]/g, 'x'),
        ),
        address: details.companyAddress,
        zipCode: details.companyZipCode,
        city: details.companyCity,
        licence: {
          packageId: TRIAL_PACKAGE_ID,
          validTo: addDays(now, TRIAL_DAYS).toISOString(),
        },
      },
      admin: { userId: randomUUID(), email: link.email, name: details.name },
      credentials,
      organisation,
      clientIp: caller.clientIp,
      now,
    }),
  ];
  await transact(writes);
  return { ok: true as const };
});
