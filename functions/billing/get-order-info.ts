import { getOrderInfo } from '@shared/contracts/billing/get-order-info.js';
import { defineHandler } from '../lib/handler.js';
import { refuseInternalSales } from './billing-access.js';
import { orderInfoView } from './order-views.js';
import { ownOrderByToken } from './payment-access.js';

export const handler = defineHandler(getOrderInfo, async ({ caller, params }) => {
  refuseInternalSales(caller.tenant);
  return orderInfoView(await ownOrderByToken(caller.tenant, params.token));
});
