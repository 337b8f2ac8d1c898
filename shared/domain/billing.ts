/**
 * Billing rules (the billing issue's decisions; docs/decisions.md): prices
 * with VAT, discount codes, period labels, payment statuses, and how a purchase changes the
 * licence. Pure functions only: the handlers enforce them, the screens show them, the tests fix
 * the dates. Amounts are integers in grosze; instants are UTC ISO strings.
 * Glossary of the spec's names: paymentModel → period (months), priceNetto/priceBrutto → net/gross.
 */
import { operatorCompany } from './operator.js';
import { packageIds, packages, type PackageId, type SubscriptionPeriod } from './packages.js';
import type { Licence, LicencePeriod } from './tenant.js';
import { addDays, DAY } from './time.js';

export const VAT_PERCENT = 23;
export const CURRENCY = 'PLN';

export interface Price {
  net: number;
  vat: number;
  gross: number;
}

/** VAT 23 % of a net amount, rounded to the grosz (half up), and the gross beside it. */
export function withVat(net: number): Price {
  const vat = Math.round((net * VAT_PERCENT) / 100);
  return { net, vat, gross: net + vat };
}

/** `199000` → `1 990,00 zł` (Polish grouping with a no-break space, as on the invoice). */
export function formatPln(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  const zl = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${zl},${String(abs % 100).padStart(2, '0')}\u00a0zł`;
}

/** `199000` → `1990.00` (the e-invoice's decimal form). */
export const decimalPln = (grosze: number): string =>
  `${grosze < 0 ? '-' : ''}${Math.floor(Math.abs(grosze) / 100)}.${String(Math.abs(grosze) % 100).padStart(2, '0')}`;

// ---------------------------------------------------------------------------------------------
// Discount codes

export const discountCodeLimits = { minPercent: 1, maxPercent: 90, maxCodeChars: 40 } as const;
/** Letters, digits, hyphen and underscore; stored and compared in upper case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
export const normaliseDiscountCode = (code: string): string => code.trim().toUpperCase();

export interface DiscountCode {
  code: string;
  percent: number;
  /** Valid from this instant (inclusive) to `validTo` (exclusive). */
  validFrom: string;
  validTo: string;
  partnerName: string | null;
  /** Single-use codes are spent by the first paid order. */
  multiUse: boolean;
  usedCount: number;
  /**
   * A single-use code is held by the order that applied it until its payment can no longer come
   * (`DISCOUNT_HOLD_MINUTES`), so that two orders placed at once never both get it.
   */
  heldBy?: { orderId: string; until: string } | null;
}

/** How long an order holds a single-use code: Przelewy24's 15-minute payment window with a margin for its notification. */
export const DISCOUNT_HOLD_MINUTES = 30;

export type DiscountRefusal = 'notYetValid' | 'expired' | 'used';

/** Whether a code can be applied now, and why not. */
export function discountRefusal(code: DiscountCode, now: Date): DiscountRefusal | null {
  if (now.getTime() < Date.parse(code.validFrom)) return 'notYetValid';
  if (now.getTime() >= Date.parse(code.validTo)) return 'expired';
  if (!code.multiUse && (code.usedCount > 0 || (code.heldBy && now.getTime() < Date.parse(code.heldBy.until))))
    return 'used';
  return null;
}

/** The net price after a discount (prices are whole złoty, so this stays in whole grosze). */
export const discountedNet = (net: number, percent: number): number => Math.round((net * (100 - percent)) / 100);

/** The spec's price before discount: net × 100 / (100 − discount %), to the grosz. */
export const priceBeforeDiscount = (net: number, percent: number): number => Math.round((net * 100) / (100 - percent));

/** What a package costs for a period, after an optional discount, with VAT. */
export function priceOf(packageId: PackageId, months: SubscriptionPeriod, discountPercent = 0): Price {
  return withVat(discountedNet(packages[packageId].netPrice[months], discountPercent));
}

// ---------------------------------------------------------------------------------------------
// Periods (payment models) and payment methods

/** Payment methods offered: Przelewy24 is the only provider. */
export const paymentMethods = ['przelewy24'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

// ---------------------------------------------------------------------------------------------
// Orders and their payment status

export const paymentStatus = {
  /** Saved, but the provider did not register the payment (no payment link): can only be checked. */
  pending: 1,
  /** Registered; the payer is at the provider or back without a confirmation yet: the summary polls. */
  inProgress: 3,
  /** Confirmed by a verified notification: the licence is extended and the invoice made. */
  paid: 4,
  /**
   * The summary gave up after 6 polls without a confirmation (an abandoned or failed payment:
   * Przelewy24 notifies only successful ones). A confirmation arriving later still counts.
   */
  noPayment: 6,
} as const;
export type PaymentStatus = (typeof paymentStatus)[keyof typeof paymentStatus];

/** What a row of the orders table offers: 1 check only, 3 in progress, 4 invoice, other pay. */
export type OrderAction = 'check' | 'poll' | 'invoice' | 'pay';
export function orderAction(status: number): OrderAction {
  if (status === paymentStatus.pending) return 'check';
  if (status === paymentStatus.inProgress) return 'poll';
  if (status === paymentStatus.paid) return 'invoice';
  return 'pay';
}

/**
 * The payment summary polls every 10 s, 6 times at most, then sets no-payment (docs/features.md,
 * "Orders and payments").
 */
export const paymentPolling = { intervalMs: 10_000, attempts: 6 } as const;

export const orderPageSizes = [10, 20, 30, 40, -1] as const;
export const DEFAULT_ORDER_PAGE_SIZE = 10;

/** Invoice numbers run per calendar year in Poland, without gaps: FV/{n}/{yyyy}. */
export const invoiceNumber = (n: number, year: number): string => `FV/${n}/${year}`;

// ---------------------------------------------------------------------------------------------
// The licence as periods of packages, and what a purchase does to it

const packageRank = (id: string): number => {
  const index = (packageIds as readonly string[]).indexOf(id);
  return index < 0 ? 0 : index;
};

/**
 * Days a period is priced over when its value is converted (decided: a month is 365/12 days,
 * rounded: 1 → 30, 12 → 365, 24 → 730), so a daily price never depends on which months it spans.
 */
export const pricingDays = (months: number): number => Math.round((months * 365) / 12);

/** The net price of one day of a period bought for `net` over `months`. */
export const dailyNetOf = (net: number, months: number): number => net / pricingDays(months);

/** Adds calendar months in UTC; a day past the month's end falls on its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The licence's periods: stored ones, or (a licence from before periods were recorded: a trial, a
 * seeded or granted licence) one unpaid period of its package until `validTo`.
 */
export function periodsOf(licence: Licence): LicencePeriod[] {
  if (licence.periods?.length) return licence.periods;
  return [{ packageId: licence.packageId, from: '1970-01-01T00:00:00.000Z', to: licence.validTo, dailyNet: 0 }];
}

/** The licence as it stands at `now`: periods that ended are dropped, the package is the current period's. */
export function licenceAt(licence: Licence, now: Date): Licence {
  const live = periodsOf(licence).filter((period) => Date.parse(period.to) > now.getTime());
  if (!live.length) return { packageId: licence.packageId, validTo: licence.validTo, periods: [] };
  const current = live.find((period) => Date.parse(period.from) <= now.getTime()) ?? live[0]!;
  return { packageId: current.packageId, validTo: live[live.length - 1]!.to, periods: live };
}

export interface Purchase {
  packageId: PackageId;
  months: SubscriptionPeriod;
  /** Net paid for the period (after any discount). */
  net: number;
}

export interface PurchaseOutcome {
  licence: Licence;
  /** When the bought period starts and ends. */
  startsAt: string;
  endsAt: string;
  /** Days of the new package the unused value of a lower package bought (upgrade only). */
  creditDays: number;
}

/**
 * What a paid order does to the licence (the billing issue's rule):
 * - nothing left (expired, or never paid beyond a past date): the period starts now;
 * - a higher package than the current one: the unused value of every remaining period (its
 *   remaining days × its daily net price) becomes whole days of the new package at the new daily
 *   price; the new period starts after those days, and the remaining periods are replaced;
 * - the same or a lower package: it starts when the current coverage ends.
 */
export function applyPurchase(licence: Licence, purchase: Purchase, now: Date): PurchaseOutcome {
  const current = licenceAt(licence, now);
  const live = current.periods ?? [];
  const dailyNet = dailyNetOf(purchase.net, purchase.months);
  const period = (from: Date): LicencePeriod => ({
    packageId: purchase.packageId,
    from: from.toISOString(),
    to: addMonths(from, purchase.months).toISOString(),
    dailyNet,
  });
  const outcome = (periods: LicencePeriod[], bought: LicencePeriod, creditDays: number): PurchaseOutcome => ({
    licence: {
      packageId: periods.find((p) => Date.parse(p.from) <= now.getTime())?.packageId ?? periods[0]!.packageId,
      validTo: periods[periods.length - 1]!.to,
      periods,
    },
    startsAt: bought.from,
    endsAt: bought.to,
    creditDays,
  });

  if (!live.length) {
    const bought = period(now);
    return outcome([{ ...bought }], bought, 0);
  }
  if (packageRank(purchase.packageId) > packageRank(current.packageId)) {
    const unusedValue = live.reduce((sum, p) => {
      const from = Math.max(Date.parse(p.from), now.getTime());
      return sum + (Math.max(0, Date.parse(p.to) - from) / DAY) * p.dailyNet;
    }, 0);
    const creditDays = dailyNet > 0 ? Math.floor(unusedValue / dailyNet + 1e-9) : 0;
    const bought = period(addDays(now, creditDays));
    // The credit days and the bought period are one stretch of the new package, starting now.
    return outcome([{ ...bought, from: now.toISOString() }], bought, creditDays);
  }
  const bought = period(new Date(current.validTo));
  return outcome([...live, bought], bought, 0);
}

/** An operator's extension: free days of the current package after the coverage ends. */
export function extendLicence(licence: Licence, days: number, now: Date): Licence {
  const current = licenceAt(licence, now);
  const live = current.periods ?? [];
  const from = live.length ? new Date(current.validTo) : now;
  const added: LicencePeriod = {
    packageId: live.length ? live[live.length - 1]!.packageId : licence.packageId,
    from: from.toISOString(),
    to: addDays(from, days).toISOString(),
    dailyNet: 0,
  };
  const periods = [...live, added];
  return { packageId: live.length ? current.packageId : added.packageId, validTo: added.to, periods };
}

/** Days before the end of a licence when the main administrator is told (14, 3 and on the day). */
export const licenceReminderDays = [14, 3, 0] as const;
export type LicenceReminderDay = (typeof licenceReminderDays)[number];

/**
 * Which reminder is due at `now` for a licence ending at `validTo` (whole days left: 14 from 14
 * days before, 3 from 3 days before, 0 on the last day), or null. Each is sent once per end date
 * (the job records it), so a run that missed one sends the nearest.
 */
export function reminderDue(validTo: string, now: Date): LicenceReminderDay | null {
  const msLeft = Date.parse(validTo) - now.getTime();
  if (msLeft <= 0) return null;
  const daysLeft = Math.floor(msLeft / DAY);
  if (daysLeft === 0) return 0;
  if (daysLeft <= 3) return 3;
  if (daysLeft <= 14) return 14;
  return null;
}

/**
 * The company data an invoice needs (docs/features.md, "Limits and rules"): name, address, zip code, city, and a NIP.
 */
export interface InvoiceParty {
  name: string;
  address: string;
  zipCode: string;
  city: string;
  nip: string;
}

/**
 * The seller printed on every invoice and shown on the ordering panel (fixed text).
 * The operator's company (operator.ts, also the footer's).
 */
export const seller: InvoiceParty & { bankAccount: string; email: string } = operatorCompany;
