import type { PackageId } from './packages.js';

/** A newly registered organisation gets 14 days of Standard (decided in the billing issue). */
export const TRIAL_DAYS = 14;
export const TRIAL_PACKAGE_ID: PackageId = 'standard';

export interface Licence {
  packageId: string;
  /** UTC ISO date-time until which the licence is valid. */
  validTo: string;
  /**
   * What was bought, in order (billing: shared/domain/billing.ts `applyPurchase`): each period's
   * package, its instants and its net price per day. Absent on a licence nothing was bought for.
   */
  periods?: LicencePeriod[];
}

export interface LicencePeriod {
  packageId: string;
  from: string;
  to: string;
  /** Net grosze per day paid for the period (0 for a trial or an operator's extension). */
  dailyNet: number;
}

/** The licence is active until its `validTo` instant. */
export const isLicenceActive = (licence: Licence, now: Date = new Date()): boolean =>
  Date.parse(licence.validTo) > now.getTime();
