import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZDiscountCode, ZPackage } from './schemas.js';

/**
 * The pricing list, with a discount code applied when one is given
 * (the spec's "Check discount code": an unknown, spent or out-of-date code answers 400 with why).
 */
export const getPricing = defineContract({
  name: 'get-pricing',
  area: 'billing',
  method: 'GET',
  path: '/api/billing/pricing',
  auth: { kind: 'staff', permission: 'mainAdministrator', inactiveLicence: 'allowed' },
  summary:
    'Packages with their flags and prices per period, net and gross, with an optional discount code (main administrator).',
  query: z.object({ discountCode: ZDiscountCode.optional() }),
  response: z.object({
    packages: z.array(ZPackage),
    haveDiscount: z.boolean(),
    partnerName: z.string().nullable(),
    discountPercent: z.number().int(),
    havePromoCode: z.boolean(),
  }),
});
