import { setOrderNoPayment } from '@shared/contracts/index.js';
import { setNoPayment } from '../data/orders.js';
import { defineHandler } from '../lib/handler.js';
import { refuseInternalSales } from './billing-access.js';
import { orderInfoView } from './order-views.js';
import { ownOrderByToken } from './payment-access.js';

/** The summary stopped polling: an order still in progress becomes no-payment; any other stays as it is. */
export const handler = defineHandler(setOrderNoPayment, async ({ caller, params }) => {
  refuseInternalSales(caller.tenant);
  const order = await ownOrderByToken(caller.tenant, params.token);
  return orderInfoView(await setNoPayment(order, new Date()));
});
