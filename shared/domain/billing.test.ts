import { describe, expect, it } from 'vitest';
import {
  addMonths,
  applyPurchase,
  dailyNetOf,
  discountRefusal,
  discountedNet,
  extendLicence,
  formatPln,
  invoiceNumber,
  licenceAt,
  orderAction,
  paymentStatus,
  priceBeforeDiscount,
  priceOf,
  reminderDue,
  withVat,
  type DiscountCode,
} from './billing.js';
import type { Licence } from './tenant.js';

const at = (iso: string) => new Date(iso);

describe('prices', () => {
  it('Standard for 12 months costs 1 990 zł net, 457,70 zł VAT, 2 447,70 zł gross', () => {
    expect(priceOf('standard', 12)).toEqual({ net: 199_000, vat: 45_770, gross: 244_770 });
    expect(formatPln(244_770)).toBe('2\u00a0447,70\u00a0zł');
  });

  it('VAT is 23 % rounded half up to the grosz', () => {
    expect(withVat(7_950)).toEqual({ net: 7_950, vat: 1_829, gross: 9_779 });
    expect(withVat(5)).toEqual({ net: 5, vat: 1, gross: 6 });
  });

  it('a 10 % code takes 199 zł off Standard for a year, and the price before discount is net × 100 / (100 − %)', () => {
    const net = discountedNet(199_000, 10);
    expect(net).toBe(179_100);
    expect(priceOf('standard', 12, 10)).toEqual({ net: 179_100, vat: 41_193, gross: 220_293 });
    expect(priceBeforeDiscount(net, 10)).toBe(199_000);
    expect(priceBeforeDiscount(discountedNet(449_000, 33), 33)).toBe(449_000);
  });
});

describe('discount codes', () => {
  const code: DiscountCode = {
    code: 'PARTNER10',
    percent: 10,
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2026-02-01T00:00:00.000Z',
    partnerName: null,
    multiUse: false,
    usedCount: 0,
  };
  it('applies within its window and not before or after', () => {
    expect(discountRefusal(code, at('2025-12-31T23:59:59Z'))).toBe('notYetValid');
    expect(discountRefusal(code, at('2026-01-15T12:00:00Z'))).toBeNull();
    expect(discountRefusal(code, at('2026-02-01T00:00:00Z'))).toBe('expired');
  });
  it('a single-use code is spent once used; a multi-use one is not', () => {
    expect(discountRefusal({ ...code, usedCount: 1 }, at('2026-01-15T12:00:00Z'))).toBe('used');
    expect(discountRefusal({ ...code, usedCount: 5, multiUse: true }, at('2026-01-15T12:00:00Z'))).toBeNull();
    // Held by an order whose payment can still come: taken; once the hold ran out: free again.
    const held = { ...code, heldBy: { orderId: 'o1', until: '2026-01-15T12:30:00Z' } };
    expect(discountRefusal(held, at('2026-01-15T12:29:59Z'))).toBe('used');
    expect(discountRefusal(held, at('2026-01-15T12:30:00Z'))).toBeNull();
  });
});

describe('orders', () => {
  it('a row offers: 1 check only, 3 polling, 4 the invoice, anything else paying', () => {
    expect(orderAction(paymentStatus.pending)).toBe('check');
    expect(orderAction(paymentStatus.inProgress)).toBe('poll');
    expect(orderAction(paymentStatus.paid)).toBe('invoice');
    expect(orderAction(paymentStatus.noPayment)).toBe('pay');
  });
  it('invoice numbers read FV/n/yyyy', () => {
    expect(invoiceNumber(7, 2026)).toBe('FV/7/2026');
  });
});

describe('calendar months', () => {
  it('adds months in UTC and clamps to the end of a shorter month', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2026-03-15T00:00:00Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z');
  });
});

describe('what a paid order does to the licence', () => {
  const trial: Licence = { packageId: 'standard', validTo: '2026-03-11T09:00:00.000Z' };

  it('an expired licence starts the bought period now', () => {
    const now = at('2026-05-01T08:00:00Z');
    const result = applyPurchase(trial, { packageId: 'standard', months: 12, net: 199_000 }, now);
    expect(result.startsAt).toBe('2026-05-01T08:00:00.000Z');
    expect(result.licence).toMatchObject({ packageId: 'standard', validTo: '2027-05-01T08:00:00.000Z' });
  });

  it('the same package bought during the trial starts when the trial ends', () => {
    const now = at('2026-03-01T09:00:00Z');
    const result = applyPurchase(trial, { packageId: 'standard', months: 12, net: 199_000 }, now);
    expect(result.startsAt).toBe('2026-03-11T09:00:00.000Z');
    expect(result.licence.validTo).toBe('2027-03-11T09:00:00.000Z');
    expect(result.creditDays).toBe(0);
  });

  it('upgrading from Start to Premium mid-period turns the unused Start days into Premium days, then the year starts', () => {
    // Start for a year from 1 January 2026: 790 zł net over 365 days.
    const start = applyPurchase(
      { packageId: 'standard', validTo: '2025-12-01T00:00:00.000Z' },
      { packageId: 'start', months: 12, net: 79_000 },
      at('2026-01-01T00:00:00Z'),
    );
    expect(start.licence.validTo).toBe('2027-01-01T00:00:00.000Z');
    // On 1 July 184 days are left: 184 × 790 zł / 365 = 398,25 zł of Start; Premium costs 4 490 zł / 365 a day: 32 whole days.
    const now = at('2026-07-01T00:00:00Z');
    const upgrade = applyPurchase(start.licence, { packageId: 'premium', months: 12, net: 449_000 }, now);
    expect(upgrade.creditDays).toBe(32);
    expect(upgrade.startsAt).toBe('2026-08-02T00:00:00.000Z');
    expect(upgrade.endsAt).toBe('2027-08-02T00:00:00.000Z');
    expect(upgrade.licence.packageId).toBe('premium');
    expect(upgrade.licence.validTo).toBe('2027-08-02T00:00:00.000Z');
    // Premium from now on: no Start period is left behind.
    expect(upgrade.licence.periods).toEqual([
      {
        packageId: 'premium',
        from: '2026-07-01T00:00:00.000Z',
        to: '2027-08-02T00:00:00.000Z',
        dailyNet: dailyNetOf(449_000, 12),
      },
    ]);
  });

  it('an upgrade counts the remaining days to the hour (half a day of Start is worth half as much)', () => {
    const start = applyPurchase(
      { packageId: 'start', validTo: '2025-01-01T00:00:00.000Z' },
      { packageId: 'start', months: 1, net: 7_900 },
      at('2026-01-01T00:00:00Z'),
    );
    // 30 days priced 79 zł; 15,5 days left are worth 40,82 zł: 3 whole days of Premium at 12,30 zł a day.
    const upgrade = applyPurchase(
      start.licence,
      { packageId: 'premium', months: 12, net: 449_000 },
      at('2026-01-16T12:00:00Z'),
    );
    const unused =
      ((Date.parse('2026-02-01T00:00:00Z') - Date.parse('2026-01-16T12:00:00Z')) / 86_400_000) * dailyNetOf(7_900, 1);
    expect(upgrade.creditDays).toBe(Math.floor(unused / dailyNetOf(449_000, 12)));
    expect(upgrade.creditDays).toBe(3);
  });

  it('a lower package starts when the current one ends, and the package changes then', () => {
    const premium = applyPurchase(
      { packageId: 'start', validTo: '2025-01-01T00:00:00.000Z' },
      { packageId: 'premium', months: 1, net: 44_900 },
      at('2026-01-01T00:00:00Z'),
    );
    const lower = applyPurchase(
      premium.licence,
      { packageId: 'start', months: 12, net: 79_000 },
      at('2026-01-10T00:00:00Z'),
    );
    expect(lower.startsAt).toBe('2026-02-01T00:00:00.000Z');
    expect(lower.licence.packageId).toBe('premium');
    expect(lower.licence.validTo).toBe('2027-02-01T00:00:00.000Z');
    expect(licenceAt(lower.licence, at('2026-01-31T23:00:00Z')).packageId).toBe('premium');
    expect(licenceAt(lower.licence, at('2026-02-01T00:00:00Z')).packageId).toBe('start');
  });

  it('an operator extension adds free days after the coverage', () => {
    const extended = extendLicence(trial, 30, at('2026-03-01T00:00:00Z'));
    expect(extended.validTo).toBe('2026-04-10T09:00:00.000Z');
    expect(extendLicence(trial, 30, at('2026-04-01T00:00:00Z')).validTo).toBe('2026-05-01T00:00:00.000Z');
  });
});

describe('licence reminders', () => {
  const validTo = '2026-06-30T10:00:00.000Z';
  it('14 days before, 3 days before and on the last day; nothing earlier or after the end', () => {
    expect(reminderDue(validTo, at('2026-06-15T09:00:00Z'))).toBeNull();
    expect(reminderDue(validTo, at('2026-06-16T10:00:00Z'))).toBe(14);
    expect(reminderDue(validTo, at('2026-06-27T10:00:00Z'))).toBe(3);
    expect(reminderDue(validTo, at('2026-06-29T10:00:01Z'))).toBe(0);
    expect(reminderDue(validTo, at('2026-06-30T10:00:00Z'))).toBeNull();
  });
});
