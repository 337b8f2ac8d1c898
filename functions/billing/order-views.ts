import type { Order, OrderInfo } from '@shared/contracts/billing/schemas.js';
import { packages } from '@shared/domain/packages.js';
import { billingTexts, periodLabel } from '@shared/messages/billing.js';
import type { OrderRecord } from '../data/orders.js';

/** An order as the orders table shows it. */
export const orderView = (order: OrderRecord): Order => ({
  id: order.orderId,
  packageId: order.packageId,
  packageName: packages[order.packageId].name,
  numberOfMonths: order.months,
  paymentModelName: periodLabel(order.months),
  priceNetto: order.net,
  priceBrutto: order.gross,
  purchaseTime: order.createdAt,
  paymentStatusId: order.status,
  paymentStatusName: billingTexts.statusNames[order.status] ?? String(order.status),
  przelewy24Token: order.token,
  paymentUrl: order.paymentUrl,
  invoiceNumber: order.invoice?.number ?? null,
});

/** An order as the payment summary shows it. */
export const orderInfoView = (order: OrderRecord): OrderInfo => ({
  id: order.orderId,
  status: order.status,
  statusName: billingTexts.statusNames[order.status] ?? String(order.status),
  statusDescription: billingTexts.statusDescriptions[order.status] ?? '',
  packageName: packages[order.packageId].name,
  paymentModelName: periodLabel(order.months),
  paymentUrl: order.paymentUrl,
  uid: order.token,
  priceNetto: order.net,
  priceBrutto: order.gross,
  invoiceNumber: order.invoice?.number ?? null,
});

/** What the log and the provider call an order: `pakiet Standard, rok`. */
export const orderDescription = (order: Pick<OrderRecord, 'packageId' | 'months'>): string =>
  `pakiet ${packages[order.packageId].name}, ${periodLabel(order.months)}`;
