import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZOrder } from './schemas.js';

/** The order history, newest first (an organisation has tens of orders, not thousands). */
export const listOrders = defineContract({
  name: 'list-orders',
  area: 'billing',
  method: 'GET',
  path: '/api/billing/orders',
  auth: { kind: 'staff', permission: 'mainAdministrator', inactiveLicence: 'allowed' },
  summary: "The organisation's orders with their payment status, newest first (main administrator).",
  response: z.object({ orders: z.array(ZOrder) }),
});
