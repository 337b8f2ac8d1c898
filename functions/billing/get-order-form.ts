import { getOrderForm } from '@shared/contracts/billing/get-order-form.js';
import { paymentMethods } from '@shared/domain/billing.js';
import { subscriptionPeriods } from '@shared/domain/packages.js';
import { billingTexts, periodLabel } from '@shared/messages/billing.js';
import { defineHandler } from '../lib/handler.js';
import { refuseInternalSales } from './billing-access.js';

export const handler = defineHandler(getOrderForm, async ({ caller }) => {
  refuseInternalSales(caller.tenant);
  return {
    paymentModels: subscriptionPeriods.map((months) => ({ name: periodLabel(months), numberOfMonths: months })),
    paymentMethods: paymentMethods.map((id) => ({ id, name: billingTexts.paymentMethods[id] ?? id })),
  };
});
