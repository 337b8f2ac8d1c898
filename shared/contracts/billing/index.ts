import type { Contract } from '../contract.js';
import { createOrder } from './create-order.js';
import { getOrderForm } from './get-order-form.js';
import { getOrderInfo } from './get-order-info.js';
import { getOrderInvoice } from './get-order-invoice.js';
import { getPricing } from './get-pricing.js';
import { getSubscription } from './get-subscription.js';
import { listOrders } from './list-orders.js';
import { receivePaymentNotification } from './receive-payment-notification.js';
import { setOrderNoPayment } from './set-order-no-payment.js';

export {
  createOrder,
  getOrderForm,
  getOrderInfo,
  getOrderInvoice,
  getPricing,
  getSubscription,
  listOrders,
  receivePaymentNotification,
  setOrderNoPayment,
};

/** Rozliczenia: subscription, pricing, orders, payments (Przelewy24) and invoices. */
export const billingContracts = [
  getSubscription,
  getPricing,
  getOrderForm,
  createOrder,
  listOrders,
  getOrderInvoice,
  getOrderInfo,
  setOrderNoPayment,
  receivePaymentNotification,
] as const satisfies readonly Contract[];
