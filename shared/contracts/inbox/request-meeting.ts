import * as z from 'zod';
import { defineContract } from '../contract.js';

/**
 * 'Poproś o spotkanie' (art. 26(3) of the Act): the reporter asks for a meeting in person, which
 * staff arrange within 14 days; once per report, while it is open and the licence active.
 */
export const requestMeeting = defineContract({
  name: 'request-meeting',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/meeting',
  auth: { kind: 'reporter' },
  summary: 'Ask for a meeting in person.',
  response: z.object({ requestedAt: z.string() }),
});
