import { randomUUID } from 'node:crypto';
import { activateAccount } from '../../shared/contracts/index.js';
import { aliasFromName } from '../../shared/domain/alias.js';
import { staffUserType } from '../../shared/domain/staff-user.js';
import { TRIAL_DAYS } from '../../shared/domain/tenant.js';
import { authTexts } from '../../shared/messages/auth.js';
import { logEntryWrite } from '../data/audit-log.js';
import { consumeLink, getLiveLink } from '../data/links.js';
import { newStaffUserWrites, type StaffUser } from '../data/staff-users.js';
import { newTenantWrites, type Tenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { assertPublicKey, authVerifier } from '../lib/credentials.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/http-error.js';
import { randomToken } from '../lib/hashing.js';

/** Package of the trial every new organisation starts with (DESIGN §1). */
const TRIAL_PACKAGE = 'basic';

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
  assertPublicKey(organisation.publicKey, organisation.kid, 'organisation.publicKey');
  if (organisation.wrappedForAdmin.kid !== credentials.kid) {
    throw badRequest(undefined, { 'organisation.wrappedForAdmin': 'Klucz organizacji musi być zaszyfrowany dla klucza administratora.' });
  }
  if (organisation.wrappedMetadataKey.kid !== organisation.kid) {
    throw badRequest(undefined, { 'organisation.wrappedMetadataKey': 'Klucz metadanych musi być zaszyfrowany dla klucza organizacji.' });
  }

  const now = new Date();
  const tenantId = randomUUID();
  const userId = randomUUID();
  const tenant: Tenant = {
    tenantId,
    name: details.companyName,
    alias: aliasFromName(details.companyName, randomToken(3).toLowerCase().replace(/[^a-z0-9]/g, 'x')),
    address: details.companyAddress,
    zipCode: details.companyZipCode,
    city: details.companyCity,
    licence: { packageId: TRIAL_PACKAGE, validTo: new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString() },
    internalSales: false,
    createdAt: now.toISOString(),
    keys: {
      publicKey: organisation.publicKey,
      kid: organisation.kid,
      wrappedForRecovery: organisation.wrappedForRecovery,
      wrappedMetadataKey: organisation.wrappedMetadataKey,
    },
  };
  const user: StaffUser = {
    tenantId,
    userId,
    email: link.email,
    name: details.name,
    phone: null,
    type: staffUserType.administrator,
    isMainAdmin: true,
    status: 1,
    canArchivize: true,
    canReports: true,
    canExternalSend: true,
    smsAuthorization: false,
    lastLoginAt: null,
    createdAt: now.toISOString(),
    credentials: {
      authVerifier: authVerifier(credentials.authKey),
      publicKey: credentials.publicKey,
      kid: credentials.kid,
      wrappedPrivateKey: credentials.wrappedPrivateKey,
    },
    wrappedOrgKey: organisation.wrappedForAdmin,
  };
  const writes = [
    consumeLink('ACT', params.token),
    ...newTenantWrites(tenant, { new: 0, open: 0, archived: 0, staffUsers: 1, categories: 0 }),
    ...newStaffUserWrites(user),
    logEntryWrite(tenantId, { userId, userName: user.name, action: 'account.activated', text: 'Aktywacja konta i utworzenie organizacji', clientIp: caller.clientIp }, now),
  ];
  await transact(writes, {
    onConditionFailed: (index): HttpError => {
      if (index === 0) return notFound(authTexts.linkInvalid);
      if (index === 4) return conflict(authTexts.emailTaken);
      return conflict();
    },
  });
  return { ok: true as const };
});
