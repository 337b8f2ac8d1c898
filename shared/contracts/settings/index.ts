import type { Contract } from '../contract.js';
import { getSettings } from './get-settings.js';
import { updateCompanyData } from './update-company-data.js';

export { getSettings, updateCompanyData };

/** Settings (doc 3 §2, §7): company data, logo, alias, accessibility statement, additional types, security. */
export const settingsContracts = [getSettings, updateCompanyData] as const satisfies readonly Contract[];
