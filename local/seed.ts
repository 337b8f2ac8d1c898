import { writeFile } from 'node:fs/promises';
import { createRegistrationKeys } from '../shared/crypto/account.js';
import { staffUserType } from '../shared/domain/staff-user.js';
import { logEntryWrite } from '../functions/data/audit-log.js';
import { newStaffUserWrites } from '../functions/data/staff-users.js';
import { newTenantWrites } from '../functions/data/tenants.js';
import { transact } from '../functions/data/transact.js';
import { authVerifier } from '../functions/lib/credentials.js';
import { demo } from './config.js';

/**
 * Seeds the demo organisation on first start, with the same keys a registration makes in the
 * browser (Argon2id with the production cost). Its recovery key is written next to the data.
 */
export async function seedDemo(recoveryKeyFile?: string): Promise<{ recoveryKey: string }> {
  const { credentials, organisation, recoveryKey } = await createRegistrationKeys(demo.adminPassword);
  const now = new Date();
  const tenantId = 'demo';
  const userId = 'demo-admin';
  await transact([
    ...newTenantWrites(
      {
        tenantId,
        name: demo.organisationName,
        alias: demo.alias,
        address: 'ul. Przykładowa 1',
        zipCode: '00-001',
        city: 'Warszawa',
        licence: { packageId: 'basic', validTo: new Date(now.getTime() + 365 * 86_400_000).toISOString() },
        internalSales: false,
        createdAt: now.toISOString(),
        keys: {
          publicKey: organisation.publicKey,
          kid: organisation.kid,
          wrappedForRecovery: organisation.wrappedForRecovery,
          wrappedMetadataKey: organisation.wrappedMetadataKey,
        },
      },
      { new: 0, open: 0, archived: 0, staffUsers: 1, categories: 0 },
    ),
    ...newStaffUserWrites({
      tenantId,
      userId,
      email: demo.adminEmail,
      name: demo.adminName,
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
    }),
    logEntryWrite(tenantId, { userId: null, userName: 'System', action: 'demo.seeded', text: 'Utworzenie organizacji demonstracyjnej' }, now),
  ]);
  if (recoveryKeyFile) await writeFile(recoveryKeyFile, `${recoveryKey}\n`, { mode: 0o600 });
  return { recoveryKey };
}
