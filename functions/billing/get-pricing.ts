import type { PackageOffer } from '@shared/contracts/billing/schemas.js';
import { getPricing } from '@shared/contracts/billing/get-pricing.js';
import { priceBeforeDiscount, priceOf } from '@shared/domain/billing.js';
import { packageIds, packages, subscriptionPeriods } from '@shared/domain/packages.js';
import { defineHandler } from '../lib/handler.js';
import { refuseInternalSales } from './billing-access.js';
import { usableDiscountCode } from './discounts.js';

/** The pricing list from the one package table, with a discount code applied when given. */
export const handler = defineHandler(getPricing, async ({ caller, query }) => {
  refuseInternalSales(caller.tenant);
  const discount = query.discountCode ? await usableDiscountCode(query.discountCode, new Date()) : null;
  const percent = discount?.percent ?? 0;
  const offers: PackageOffer[] = packageIds.map((id) => {
    const pkg = packages[id];
    return {
      id,
      name: pkg.name,
      accountNumbers: pkg.accountLimit,
      forms: pkg.formLimit,
      emails: pkg.emailChannel,
      phones: pkg.phoneChannel,
      smsNotifications: pkg.smsNotifications,
      smsAuth: pkg.smsLogin,
      externalSend: pkg.externalForwarding,
      onlineTraining: pkg.onlineTraining,
      prices: [
        {
          priceCombination: subscriptionPeriods.map((months) => {
            const price = priceOf(id, months, percent);
            return {
              packageId: id,
              numberOfMonths: months,
              priceNetto: price.net,
              priceBrutto: price.gross,
              priceNettoBeforeDiscount: percent ? priceBeforeDiscount(price.net, percent) : null,
            };
          }),
        },
      ],
    };
  });
  return {
    packages: offers,
    haveDiscount: percent > 0,
    partnerName: discount?.partnerName ?? null,
    discountPercent: percent,
    havePromoCode: discount !== null,
  };
});
