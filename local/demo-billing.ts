import { randomBytes } from 'node:crypto';
import { priceOf } from '@shared/domain/billing.js';
import { makeInvoiceFiles } from '../functions/billing/invoice-files.js';
import { settlePayment } from '../functions/billing/settle-payment.js';
import { newOrderId, newOrderWrites, type OrderRecord } from '../functions/data/orders.js';
import { getTenant } from '../functions/data/tenants.js';
import { transact } from '../functions/data/transact.js';
import { DAY, MINUTE } from '@shared/domain/time.js';

/**
 * The demo's order history: Premium for a year, ordered and paid 20 days ago through
 * Przelewy24, with its invoice (PDF and FA(3) e-invoice) — made by the same code a real payment
 * runs. The trial had ended long before, so the year starts on the day of payment.
 */
export async function seedDemoOrders(
  tenantId: string,
  admin: { userId: string; name: string; email: string },
  now: Date,
): Promise<void> {
  const tenant = await getTenant(tenantId);
  if (!tenant?.address || !tenant.zipCode || !tenant.city || !tenant.nip)
    throw new Error('The demo organisation needs its invoice data');
  const paidAt = new Date(now.getTime() - 20 * DAY);
  const orderedAt = new Date(paidAt.getTime() - 5 * MINUTE);
  const order: OrderRecord = {
    tenantId,
    orderId: newOrderId(orderedAt),
    token: randomBytes(24).toString('base64url'),
    packageId: 'premium',
    months: 12,
    paymentMethod: 'przelewy24',
    discountCode: null,
    discountPercent: 0,
    ...priceOf('premium', 12),
    buyer: { name: tenant.name, address: tenant.address, zipCode: tenant.zipCode, city: tenant.city, nip: tenant.nip },
    buyerEmail: admin.email,
    createdAt: orderedAt.toISOString(),
    createdBy: { userId: admin.userId, userName: admin.name },
    status: 3,
    statusChangedAt: orderedAt.toISOString(),
    paymentUrl: null,
    paidAt: null,
    providerOrderId: null,
    licenceChange: null,
    invoice: null,
  };
  await transact(newOrderWrites(order));
  const paid = await settlePayment(order, 300_000_001, paidAt);
  await makeInvoiceFiles(paid);
}
