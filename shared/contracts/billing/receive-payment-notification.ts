import * as z from 'zod';
import { ZEmptyResponse, defineContract } from '../contract.js';

/**
 * Przelewy24's transaction notification (its `urlStatus`): signed with SHA-384 over the
 * documented fields and the CRC key. A forged, mismatched or replayed one is refused (400/409)
 * and logged; a valid one is verified with Przelewy24 before the order is marked paid.
 */
export const ZPaymentNotification = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int(),
  originAmount: z.number().int(),
  currency: z.string().length(3),
  orderId: z.number().int(),
  methodId: z.number().int(),
  statement: z.string().max(200),
  sign: z.string().regex(/^[0-9a-f]{96}$/),
});

export const receivePaymentNotification = defineContract({
  name: 'receive-payment-notification',
  area: 'billing',
  method: 'POST',
  path: '/api/billing/przelewy24/notifications',
  auth: { kind: 'public' },
  summary: "Przelewy24's signed transaction notification: verified, then the order is marked paid once.",
  body: ZPaymentNotification,
  response: ZEmptyResponse,
  maxBodyBytes: 4096,
});
