import { defineContract } from '../contract.js';
import { ZOrderInfo, ZTokenParams } from './schemas.js';

/**
 * "Set no-payment status": the summary gave up after its sixth poll. Only an order
 * still waiting changes; a payment confirmed meanwhile stays paid (the answer says which).
 */
export const setOrderNoPayment = defineContract({
  name: 'set-order-no-payment',
  area: 'billing',
  method: 'POST',
  path: '/api/billing/payments/{token}/no-payment',
  auth: { kind: 'staff', permission: 'mainAdministrator', inactiveLicence: 'allowed' },
  summary: 'Mark a still unpaid order as not paid after the summary stopped polling (main administrator).',
  params: ZTokenParams,
  response: ZOrderInfo,
});
