import { defineContract } from '../contract.js';
import { ZOrderInfo, ZTokenParams } from './schemas.js';

/** The payment summary's order, by the token of its page. */
export const getOrderInfo = defineContract({
  name: 'get-order-info',
  area: 'billing',
  method: 'GET',
  path: '/api/billing/payments/{token}',
  auth: { kind: 'staff', permission: 'mainAdministrator', inactiveLicence: 'allowed' },
  summary: "An order's payment status by its summary token (main administrator).",
  params: ZTokenParams,
  response: ZOrderInfo,
});
