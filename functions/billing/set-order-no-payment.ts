import { setOrderNoPayment } from '@shared/contracts/billing/set-order-no-payment.js';
import { paymentStatus } from '@shared/domain/billing.js';
import { releaseDiscountHold } from '../data/discount-codes.js';
import { setNoPayment } from '../data/orders.js';
import { defineHandler } from '../lib/handler.js';
import { refuseInternalSales } from './billing-access.js';
import { orderInfoView } from './order-views.js';
import { ownOrderByToken } from './payment-access.js';

/**
 * The summary stopped polling: an order still in progress becomes no-payment, and a single-use
 * code it held is free again; any other order stays as it is.
 */
export const handler = defineHandler(setOrderNoPayment, async ({ caller, params }) => {
  refuseInternalSales(caller.tenant);
  const order = await ownOrderByToken(caller.tenant, params.token);
  const updated = await setNoPayment(order, new Date());
  if (updated.status === paymentStatus.noPayment && updated.discountCode)
    await releaseDiscountHold(updated.discountCode, updated.orderId);
  return orderInfoView(updated);
});
