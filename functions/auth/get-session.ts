import { getSession } from '@shared/contracts/auth/get-session.js';
import { authTexts } from '@shared/messages/auth.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { staffFilesScanned } from '../lib/file-scan.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';

export const handler = defineHandler(getSession, async ({ caller }) => {
  const { user, tenant } = caller;
  if (!user.credentials || !tenant.keys) throw new HttpError('CONFLICT', authTexts.noKeysYet);
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    type: user.type,
    isMainAdmin: user.isMainAdmin,
    canArchivize: user.canArchivize,
    canReports: user.canReports,
    canExternalSend: user.canExternalSend,
    smsAuthorization: user.smsAuthorization,
    totp: user.totp ? { enabled: true as const, backupCodesLeft: user.totp.backupCodeHashes?.size ?? 0 } : null,
    registrationDate: user.createdAt,
    customerId: tenant.tenantId,
    customerName: tenant.name,
    customerAlias: tenant.alias,
    customerIsActive: isLicenceActive(tenant.licence),
    customerInternalSales: tenant.internalSales,
    customerExpirationDate: tenant.licence.validTo,
    staffFilesScanned: staffFilesScanned(tenant),
    keys: {
      user: {
        publicKey: user.credentials.publicKey,
        kid: user.credentials.kid,
        wrappedPrivateKey: user.credentials.wrappedPrivateKey,
      },
      organisation: {
        publicKey: tenant.keys.publicKey,
        kid: tenant.keys.kid,
        wrappedForUser: user.wrappedOrgKey ?? null,
        wrappedForRecovery: tenant.keys.wrappedForRecovery,
        wrappedMetadataKey: tenant.keys.wrappedMetadataKey,
      },
    },
  };
});
