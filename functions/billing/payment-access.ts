import { billingTexts } from '@shared/messages/billing.js';
import { getOrderByToken, type OrderRecord } from '../data/orders.js';
import type { Tenant } from '../data/tenants.js';
import { notFound } from '../lib/http-error.js';

/** The caller's own order a summary token names; another organisation's token answers 404. */
export async function ownOrderByToken(tenant: Pick<Tenant, 'tenantId'>, token: string): Promise<OrderRecord> {
  const order = await getOrderByToken(token);
  if (!order || order.tenantId !== tenant.tenantId) throw notFound(billingTexts.orderNotFound);
  return order;
}
