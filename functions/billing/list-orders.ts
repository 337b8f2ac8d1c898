import { listOrders } from '@shared/contracts/billing/list-orders.js';
import { listOrderRecords } from '../data/orders.js';
import { defineHandler } from '../lib/handler.js';
import { refuseInternalSales } from './billing-access.js';
import { orderView } from './order-views.js';

export const handler = defineHandler(listOrders, async ({ caller }) => {
  refuseInternalSales(caller.tenant);
  return { orders: (await listOrderRecords(caller.tenant.tenantId)).map(orderView) };
});
