import { randomBytes } from 'node:crypto';
import { createOrder } from '@shared/contracts/billing/create-order.js';
import { CURRENCY, priceOf } from '@shared/domain/billing.js';
import { packages } from '@shared/domain/packages.js';
import { billingTexts, periodLabel } from '@shared/messages/billing.js';
import { registerTransaction } from '../adapters/payments/przelewy24.js';
import { withPrzelewy24Keys } from '../adapters/payments/config.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { discountCodeHoldWrite } from '../data/discount-codes.js';
import { newOrderId, newOrderWrites, setPaymentRegistered, type OrderRecord } from '../data/orders.js';
import { transact } from '../data/transact.js';
import { appLinks } from '../lib/app-links.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { log } from '../lib/logger.js';
import { refuseInternalSales } from './billing-access.js';
import { usableDiscountCode } from './discounts.js';
import { buyerOf } from './invoice-data.js';
import { orderDescription } from './order-views.js';
import { messageOf } from '../lib/message-of.js';

/**
 * Orders a package: the price from the one package table (with a usable discount code), the
 * order saved with a copy of the invoice data, then the payment registered with Przelewy24. The
 * browser opens the answered URL; a provider that fails leaves the order pending (payment status 1).
 */
export const handler = defineHandler(createOrder, async ({ body, caller }) => {
  const { tenant, user } = caller;
  refuseInternalSales(tenant);
  const buyer = buyerOf(tenant);
  if (!buyer) throw new HttpError('CONFLICT', billingTexts.invoiceDataMissing);
  const now = new Date();
  const discount = body.discountCode ? await usableDiscountCode(body.discountCode, now) : null;
  const price = priceOf(body.packageId, body.numberOfMonths, discount?.percent ?? 0);
  const order: OrderRecord = {
    tenantId: tenant.tenantId,
    orderId: newOrderId(now),
    token: randomBytes(24).toString('base64url'),
    packageId: body.packageId,
    months: body.numberOfMonths,
    paymentMethod: body.paymentMethod,
    discountCode: discount?.code ?? null,
    discountPercent: discount?.percent ?? 0,
    ...price,
    buyer,
    buyerEmail: user.email,
    createdAt: now.toISOString(),
    createdBy: { userId: user.userId, userName: user.name },
    status: 1,
    statusChangedAt: now.toISOString(),
    paymentUrl: null,
    paidAt: null,
    providerOrderId: null,
    licenceChange: null,
    invoice: null,
  };
  // A single-use code is held for this order; of two orders placed at once, one gets it.
  const hold = discount && !discount.multiUse ? [discountCodeHoldWrite(discount.code, order.orderId, now)] : [];
  await transact([
    ...newOrderWrites(order),
    ...hold,
    logEntryWrite(byStaff(caller), 'billing.order.created', orderDescription(order)),
  ]);
  try {
    const { paymentUrl } = await withPrzelewy24Keys((config) =>
      registerTransaction(config, {
        sessionId: order.token,
        amount: order.gross,
        currency: CURRENCY,
        description: billingTexts.paymentDescription(packages[order.packageId].name, periodLabel(order.months)),
        email: user.email,
        client: buyer.name,
        urlReturn: appLinks.orderInfo(order.token),
        urlStatus: appLinks.paymentNotifications(),
      }),
    );
    await setPaymentRegistered(order, paymentUrl, new Date());
    return { orderId: order.orderId, token: order.token, paymentUrl };
  } catch (error) {
    log.error('payment registration failed', {
      tenantId: tenant.tenantId,
      orderId: order.orderId,
      error: messageOf(error),
    });
    throw new HttpError('UNAVAILABLE', billingTexts.paymentCreateError);
  }
});
