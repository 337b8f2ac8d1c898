import { writeFile } from 'node:fs/promises';
import { createRegistrationKeys } from '@shared/crypto/account.js';
import { TRIAL_PACKAGE_ID } from '@shared/domain/tenant.js';
import { newOrganisationWrites } from '../functions/auth/new-organisation.js';
import { transact } from '../functions/data/transact.js';
import { demo } from './config.js';

/**
 * Seeds the demo organisation on first start, with the same keys and records a registration
 * makes (Argon2id at the production cost). Its recovery key is written next to the data.
 */
export async function seedDemo(recoveryKeyFile?: string): Promise<{ recoveryKey: string }> {
  const { credentials, organisation, recoveryKey } = await createRegistrationKeys(demo.adminPassword);
  const now = new Date();
  await transact(
    newOrganisationWrites({
      tenant: {
        tenantId: 'demo',
        name: demo.organisationName,
        alias: demo.alias,
        address: 'ul. Przykładowa 1',
        zipCode: '00-001',
        city: 'Warszawa',
        licence: { packageId: TRIAL_PACKAGE_ID, validTo: new Date(now.getTime() + 365 * 86_400_000).toISOString() },
      },
      admin: { userId: 'demo-admin', email: demo.adminEmail, name: demo.adminName },
      credentials,
      organisation,
      now,
    }),
  );
  if (recoveryKeyFile) await writeFile(recoveryKeyFile, `${recoveryKey}\n`, { mode: 0o600 });
  return { recoveryKey };
}
