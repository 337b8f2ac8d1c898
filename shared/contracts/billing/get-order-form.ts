import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZPaymentMethod } from './schemas.js';

/** The ordering panel's choices. */
export const getOrderForm = defineContract({
  name: 'get-order-form',
  area: 'billing',
  method: 'GET',
  path: '/api/billing/order-form',
  auth: { kind: 'staff', permission: 'mainAdministrator', inactiveLicence: 'allowed' },
  summary: 'Periods (payment models) and payment methods an order may choose (main administrator).',
  response: z.object({
    paymentModels: z.array(z.object({ name: z.string(), numberOfMonths: z.number().int() })),
    paymentMethods: z.array(z.object({ id: ZPaymentMethod, name: z.string() })),
  }),
});
