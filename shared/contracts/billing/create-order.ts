import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZDiscountCode, ZMonths, ZOrderId, ZPackageId, ZPaymentMethod, ZPaymentToken } from './schemas.js';

/**
 * Creates an order and registers its payment with Przelewy24; the browser opens `paymentUrl`.
 * Refused while the invoice data is incomplete (docs/features.md, "Limits and rules").
 */
export const createOrder = defineContract({
  name: 'create-order',
  area: 'billing',
  method: 'POST',
  path: '/api/billing/orders',
  auth: { kind: 'staff', permission: 'mainAdministrator', inactiveLicence: 'allowed' },
  summary: 'Order a package for a period and register the payment; answers the payment URL (main administrator).',
  body: z.strictObject({
    packageId: ZPackageId,
    numberOfMonths: ZMonths,
    paymentMethod: ZPaymentMethod,
    discountCode: ZDiscountCode.optional(),
  }),
  response: z.object({ orderId: ZOrderId, token: ZPaymentToken, paymentUrl: z.string() }),
});
