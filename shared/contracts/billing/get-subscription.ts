import * as z from 'zod';
import { defineContract } from '../contract.js';

const ZCompanyData = z.object({
  companyName: z.string(),
  companyAddress: z.string().nullable(),
  companyZipcode: z.string().nullable(),
  companyCity: z.string().nullable(),
  nip: z.string().nullable(),
});

/**
 * Subscription's invoice data and account cards, and whether ordering may start (docs/features.md, "Limits and rules").
 */
export const getSubscription = defineContract({
  name: 'get-subscription',
  area: 'billing',
  method: 'GET',
  path: '/api/billing/subscription',
  auth: { kind: 'staff', permission: 'mainAdministrator', inactiveLicence: 'allowed' },
  summary:
    "The organisation's invoice data, its account and licence, and whether the invoice data is complete (main administrator).",
  response: z.object({
    customer: ZCompanyData.extend({
      id: z.string(),
      status: z.union([z.literal(1), z.literal(0)]),
      validTo: z.string(),
    }),
    account: z.object({
      name: z.string(),
      email: z.string(),
      packageId: z.string(),
      packageName: z.string(),
      isTrial: z.boolean(),
    }),
    /** The spec's "Check customer data": ordering is blocked until this is true. */
    invoiceDataComplete: z.boolean(),
    seller: ZCompanyData.extend({ bankAccount: z.string(), email: z.string() }),
  }),
});
