import { discountRefusal, normaliseDiscountCode, type DiscountCode } from '@shared/domain/billing.js';
import { billingTexts } from '@shared/messages/billing.js';
import { getDiscountCode } from '../data/discount-codes.js';
import { badRequest } from '../lib/http-error.js';

const refusalText = {
  notYetValid: billingTexts.discountNotYetValid,
  expired: billingTexts.discountExpired,
  used: billingTexts.discountUsed,
} as const;

/** The code if it can be used now; otherwise 400 on the discount code field, saying why. */
export async function usableDiscountCode(input: string, now: Date): Promise<DiscountCode> {
  const code = await getDiscountCode(normaliseDiscountCode(input));
  const refusal = code ? discountRefusal(code, now) : null;
  if (!code || refusal) {
    const message = code && refusal ? refusalText[refusal] : billingTexts.discountInvalid;
    throw badRequest(message, { discountCode: message });
  }
  return code;
}
