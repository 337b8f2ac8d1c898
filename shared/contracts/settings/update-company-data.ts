import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZCompanyData } from './schemas.js';

/** Change company data (docs/features.md, "Limits and rules"): name, address, zip code, city and the optional NIP. */
export const updateCompanyData = defineContract({
  name: 'update-company-data',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/company',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "Change the organisation's name, address and NIP (main administrator).",
  body: ZCompanyData,
  response: ZEmptyResponse,
});
