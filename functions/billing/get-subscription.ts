import { getSubscription } from '@shared/contracts/billing/get-subscription.js';
import { seller } from '@shared/domain/billing.js';
import { packageOf } from '@shared/domain/packages.js';
import { isLicenceActive } from '@shared/domain/tenant.js';
import { defineHandler } from '../lib/handler.js';
import { refuseInternalSales } from './billing-access.js';
import { buyerOf } from './invoice-data.js';

/** Subscription's cards: the invoice data as Settings keeps it, the account and its licence. */
export const handler = defineHandler(getSubscription, async ({ caller }) => {
  const { tenant, user } = caller;
  refuseInternalSales(tenant);
  return {
    customer: {
      id: tenant.tenantId,
      companyName: tenant.name,
      companyAddress: tenant.address ?? null,
      companyZipcode: tenant.zipCode ?? null,
      companyCity: tenant.city ?? null,
      nip: tenant.nip ?? null,
      status: isLicenceActive(tenant.licence) ? (1 as const) : (0 as const),
      validTo: tenant.licence.validTo,
    },
    account: {
      name: user.name,
      email: user.email,
      packageId: tenant.licence.packageId,
      packageName: packageOf(tenant.licence).name,
      isTrial: !tenant.licence.periods?.some((period) => period.dailyNet > 0),
    },
    invoiceDataComplete: buyerOf(tenant) !== null,
    seller: {
      companyName: seller.name,
      companyAddress: seller.address,
      companyZipcode: seller.zipCode,
      companyCity: seller.city,
      nip: seller.nip,
      bankAccount: seller.bankAccount,
      email: seller.email,
    },
  };
});
