import { receivePaymentNotification } from '@shared/contracts/billing/receive-payment-notification.js';
import { CURRENCY } from '@shared/domain/billing.js';
import { billingTexts } from '@shared/messages/billing.js';
import { isNotificationSigned, verifyTransaction } from '../adapters/payments/przelewy24.js';
import { przelewy24Config, withPrzelewy24Keys } from '../adapters/payments/config.js';
import { recordPaymentRefusal, type RefusalReason } from '../data/billing-events.js';
import { DataError } from '../data/data-error.js';
import { getOrderByToken, type OrderRecord } from '../data/orders.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { log } from '../lib/logger.js';
import { makeInvoiceFiles } from './invoice-files.js';
import { settlePayment } from './settle-payment.js';
import { messageOf } from '../lib/message-of.js';

/**
 * Przelewy24's notification of a paid transaction. In order: the signature (SHA-384 over the
 * documented fields and our CRC key), our merchant, the order its session names, the amount and
 * currency it was registered with, that it is not settled yet; then Przelewy24 confirms it
 * (verify), and only then the order is paid, the licence extended and the invoice made. Every
 * refusal is answered 4xx, logged and kept (data/billing-events.ts).
 */
export const handler = defineHandler(receivePaymentNotification, async ({ body, caller }) => {
  let config = await przelewy24Config();
  const refuse = async (
    reason: RefusalReason,
    order: OrderRecord | null,
    status: 'BAD_REQUEST' | 'CONFLICT' | 'UNAVAILABLE' = 'BAD_REQUEST',
  ): Promise<never> => {
    const refusal = {
      reason,
      sessionId: body.sessionId.slice(0, 100),
      providerOrderId: body.orderId,
      tenantId: order?.tenantId ?? null,
      orderId: order?.orderId ?? null,
      clientIp: caller.clientIp,
    };
    log.warn('payment notification refused', refusal);
    await recordPaymentRefusal(refusal);
    throw new HttpError(
      status,
      reason === 'replayed'
        ? billingTexts.notificationReplayed
        : reason === 'notVerified'
          ? billingTexts.paymentNotVerified
          : billingTexts.notificationRefused,
    );
  };

  if (!isNotificationSigned(config, body)) {
    // The keys may have been rotated since this instance read them.
    config = await przelewy24Config({ reread: true });
    if (!isNotificationSigned(config, body)) return refuse('signature', null);
  }
  const order = await getOrderByToken(body.sessionId);
  if (!order) return refuse('unknownSession', null);
  if (
    body.merchantId !== config.merchantId ||
    body.posId !== config.posId ||
    body.amount !== order.gross ||
    body.originAmount !== order.gross ||
    body.currency !== CURRENCY
  ) {
    return refuse('mismatch', order);
  }
  if (order.status === 4) return refuse('replayed', order, 'CONFLICT');

  let verified: boolean;
  try {
    verified = await withPrzelewy24Keys((keys) =>
      verifyTransaction(keys, {
        sessionId: body.sessionId,
        orderId: body.orderId,
        amount: body.amount,
        currency: body.currency,
      }),
    );
  } catch (error) {
    log.error('payment verification failed', {
      orderId: order.orderId,
      error: messageOf(error),
    });
    // Przelewy24 sends the notification again later; nothing was changed.
    throw new HttpError('UNAVAILABLE', billingTexts.providerUnavailable);
  }
  if (!verified) return refuse('notVerified', order);

  let paid: OrderRecord;
  try {
    paid = await settlePayment(order, body.orderId);
  } catch (error) {
    // A concurrent notification settled it first: this one changes nothing.
    if (error instanceof DataError && error.message === billingTexts.notificationReplayed)
      return refuse('replayed', order, 'CONFLICT');
    throw error;
  }
  try {
    await makeInvoiceFiles(paid);
  } catch (error) {
    // The number is taken and the order paid; the files are made again when the invoice is asked for.
    log.error('invoice files not made', {
      orderId: paid.orderId,
      error: messageOf(error),
    });
  }
  return { ok: true as const };
});
