import { defineContract } from '../contract.js';
import { ZInboxReport } from './schemas.js';

export const getInboxReport = defineContract({
  name: 'get-inbox-report',
  area: 'inbox',
  method: 'GET',
  path: '/api/inbox/report',
  auth: { kind: 'reporter' },
  summary: "The reporter's own report: its ciphertext, its key for the reporter and the info panel.",
  response: ZInboxReport,
});
