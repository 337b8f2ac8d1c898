import { updateCompanyData } from '@shared/contracts/settings/update-company-data.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { companyDataWrite } from '../data/tenant-settings.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';

/** Company data (docs/features.md, "Limits and rules"): validated by the contract (NIP checksum included), logged. */
export const handler = defineHandler(updateCompanyData, async ({ body, caller }) => {
  await transact([
    companyDataWrite(caller.tenant.tenantId, {
      name: body.companyName,
      address: body.companyAddress,
      zipCode: body.companyZipCode,
      city: body.companyCity,
      nip: body.nip,
    }),
    logEntryWrite(byStaff(caller), 'settings.company.changed'),
  ]);
  return { ok: true as const };
});
