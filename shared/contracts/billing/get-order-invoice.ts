import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZOrderParams } from './schemas.js';

/** "Get invoice for order": a short-lived link to the paid order's invoice PDF. */
export const getOrderInvoice = defineContract({
  name: 'get-order-invoice',
  area: 'billing',
  method: 'GET',
  path: '/api/billing/orders/{orderId}/invoice',
  auth: { kind: 'staff', permission: 'mainAdministrator', inactiveLicence: 'allowed' },
  summary: "A presigned link to a paid order's invoice PDF (main administrator).",
  params: ZOrderParams,
  response: z.object({ url: z.string(), invoiceNumber: z.string(), fileName: z.string() }),
});
