import { applyPurchase } from '@shared/domain/billing.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { logEntryWrite } from '../data/audit-log.js';
import { DataError } from '../data/data-error.js';
import { discountCodeUsedWrite } from '../data/discount-codes.js';
import { invoiceNumberWrites, nextInvoiceNumber } from '../data/invoices.js';
import { getOrder, orderPaidWrite, orderSettled, type InvoiceRecord, type OrderRecord } from '../data/orders.js';
import { getTenant, licenceWrite } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { orderDescription } from './order-views.js';

/** Tries of the payment's transaction when only the licence or the year's invoice counter moved under it. */
const ATTEMPTS = 20;

const isRetryable = (error: unknown): boolean =>
  error instanceof DataError && (error.message === 'licence changed' || error.message === 'invoice number taken');

/**
 * Marks a verified payment's order paid, in one transaction with everything it causes: the
 * licence extended as decided (shared/domain/billing.ts `applyPurchase`), the year's next invoice
 * number taken (no gaps: a failed transaction takes none), the discount code counted, the system
 * log. A second notification of the same payment (replayed or concurrent) fails the order's
 * condition and changes nothing: the licence is extended once.
 */
export async function settlePayment(
  orderRef: Pick<OrderRecord, 'tenantId' | 'orderId'>,
  providerOrderId: number,
  now = new Date(),
): Promise<OrderRecord> {
  for (let attempt = 1; ; attempt++) {
    const order = await getOrder(orderRef.tenantId, orderRef.orderId);
    const tenant = await getTenant(orderRef.tenantId);
    if (!order || !tenant) throw new DataError('NOT_FOUND');
    if (order.status === 4) throw orderSettled();
    const outcome = applyPurchase(
      tenant.licence,
      { packageId: order.packageId, months: order.months, net: order.net },
      now,
    );
    const allocated = await nextInvoiceNumber(Number(polishCalendarDate(now).slice(0, 4)));
    const invoice: InvoiceRecord = {
      number: allocated.number,
      year: allocated.year,
      n: allocated.n,
      issuedAt: now.toISOString(),
      pdfKey: null,
      xmlKey: null,
      ksef: null,
    };
    const licenceChange = { startsAt: outcome.startsAt, endsAt: outcome.endsAt, creditDays: outcome.creditDays };
    try {
      await transact([
        orderPaidWrite(order, { paidAt: now.toISOString(), providerOrderId, invoice, licenceChange }),
        licenceWrite(tenant, outcome.licence),
        ...invoiceNumberWrites(allocated, {
          tenantId: order.tenantId,
          orderId: order.orderId,
          issuedAt: invoice.issuedAt,
        }),
        ...(order.discountCode ? [discountCodeUsedWrite(order.discountCode)] : []),
        logEntryWrite(
          { tenantId: order.tenantId, actor: { userId: null, userName: auditActorNames.system } },
          'billing.order.paid',
          orderDescription(order),
          invoice.number,
        ),
      ]);
      return { ...order, status: 4, paidAt: now.toISOString(), providerOrderId, invoice, licenceChange };
    } catch (error) {
      if (!isRetryable(error) || attempt === ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));
    }
  }
}
