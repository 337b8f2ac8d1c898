import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZPublicField, ZSubmissionSlot } from '../form/schemas.js';

/**
 * Step 1 of recording a phone report (type 2, issue #20): a slot in the category Settings chose
 * for phone reports, with the report id, the identifier and the organisation public key, and the
 * category's form, so that the staff browser encrypts the call's protocol as the public form does.
 * Only while the phone type is enabled and in the package; only for staff who may reply in that
 * category (administrators, users with the right there); never an auditor.
 */
export const startPhoneReport = defineContract({
  name: 'start-phone-report',
  area: 'reports',
  method: 'POST',
  path: '/api/phone-reports',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Open a slot to record a phone report: report id, identifier, public key, the form.',
  response: ZSubmissionSlot.extend({
    category: z.object({ id: z.uuid(), name: z.string(), anonymous: z.boolean(), fields: z.array(ZPublicField) }),
  }),
});
