import * as z from 'zod';
import { DISCOUNT_CODE_PATTERN, paymentMethods } from '../../domain/billing.js';
import { packageIds, subscriptionPeriods, type SubscriptionPeriod } from '../../domain/packages.js';
import { billingTexts } from '../../messages/billing.js';

/** A package id the pricing list offers. */
export const ZPackageId = z.enum(packageIds, { error: billingTexts.badPackage });
/** A period (payment model) in months. */
export const ZMonths = z.coerce
  .number()
  .int()
  .refine(
    (months): months is SubscriptionPeriod => (subscriptionPeriods as readonly number[]).includes(months),
    billingTexts.badPeriod,
  );
export const ZPaymentMethod = z.enum(paymentMethods, { error: billingTexts.badPaymentMethod });
export const ZDiscountCode = z
  .string()
  .trim()
  .min(1, billingTexts.discountCodeEmpty)
  .regex(DISCOUNT_CODE_PATTERN, billingTexts.discountInvalid);

/** Orders are named by a sortable id (`{time}-{random}`), payments by the random token of their summary page. */
export const ZOrderId = z.string().regex(/^[0-9a-z]{8,40}-[0-9a-f]{8,32}$/);
export const ZOrderParams = z.object({ orderId: ZOrderId });
export const ZPaymentToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);
export const ZTokenParams = z.object({ token: ZPaymentToken });

export const ZPriceCombination = z.object({
  packageId: ZPackageId,
  numberOfMonths: z.number().int(),
  /** The price to pay (after the discount, if one applies), in grosze. */
  priceNetto: z.number().int(),
  priceBrutto: z.number().int(),
  /** The spec's price before discount (net × 100 / (100 − %)); null without a discount. */
  priceNettoBeforeDiscount: z.number().int().nullable(),
});

/** A package of the pricing list, with its features and prices per period. */
export const ZPackage = z.object({
  id: ZPackageId,
  name: z.string(),
  accountNumbers: z.number().int(),
  /** null: unlimited. */
  forms: z.number().int().nullable(),
  emails: z.boolean(),
  phones: z.boolean(),
  smsNotifications: z.boolean(),
  smsAuth: z.boolean(),
  externalSend: z.boolean(),
  onlineTraining: z.boolean(),
  prices: z.array(z.object({ priceCombination: z.array(ZPriceCombination) })),
});
export type PackageOffer = z.infer<typeof ZPackage>;

/** An order as the orders table shows it. */
export const ZOrder = z.object({
  id: ZOrderId,
  packageId: ZPackageId,
  packageName: z.string(),
  numberOfMonths: z.number().int(),
  paymentModelName: z.string(),
  priceNetto: z.number().int(),
  priceBrutto: z.number().int(),
  purchaseTime: z.string(),
  paymentStatusId: z.number().int(),
  paymentStatusName: z.string(),
  /** The summary page's token (the spec's przelewy24Token). */
  przelewy24Token: z.string(),
  /** Where paying continues (the provider's page), for the pay action. */
  paymentUrl: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
});
export type Order = z.infer<typeof ZOrder>;

/** An order as the payment summary shows it. */
export const ZOrderInfo = z.object({
  id: ZOrderId,
  status: z.number().int(),
  statusName: z.string(),
  statusDescription: z.string(),
  packageName: z.string(),
  paymentModelName: z.string(),
  paymentUrl: z.string().nullable(),
  uid: z.string(),
  priceNetto: z.number().int(),
  priceBrutto: z.number().int(),
  invoiceNumber: z.string().nullable(),
});
export type OrderInfo = z.infer<typeof ZOrderInfo>;
