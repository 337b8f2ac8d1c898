import type { PackageId } from './packages.js';

/** A newly registered organisation gets 14 days of Standard (decided in the billing issue). */
export const TRIAL_DAYS = 14;
export const TRIAL_PACKAGE_ID: PackageId = 'standard';

export interface Licence {
  packageId: string;
  /** UTC ISO date-time until which the licence is valid. */
  validTo: string;
}

/** The licence is active until its `validTo` instant. */
export const isLicenceActive = (licence: Licence, now: Date = new Date()): boolean =>
  Date.parse(licence.validTo) > now.getTime();
