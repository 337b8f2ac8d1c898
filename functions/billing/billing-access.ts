import { billingTexts } from '@shared/messages/billing.js';
import type { Tenant } from '../data/tenants.js';
import { forbidden } from '../lib/http-error.js';

/** Internal-sales customers have no Rozliczenia (docs/features.md, "Who may do what"): the server refuses them too. */
export function refuseInternalSales(tenant: Pick<Tenant, 'internalSales'>): void {
  if (tenant.internalSales) throw forbidden(billingTexts.internalSales);
}
