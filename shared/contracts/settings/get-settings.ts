import { defineContract } from '../contract.js';
import { ZSettings } from './schemas.js';

/**
 * Settings' cards: company data, logo, form alias,
 * accessibility statement, additional types and security. Every staff user reads them, also
 * while the licence has ended (the screen then shows the subscription banner instead).
 */
export const getSettings = defineContract({
  name: 'get-settings',
  area: 'settings',
  method: 'GET',
  path: '/api/settings',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: "The organisation's settings as Settings shows them.",
  response: ZSettings,
});
