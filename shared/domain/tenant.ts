/** A newly registered organisation gets a trial of the smallest package (DESIGN §1). */
export const TRIAL_DAYS = 14;
/** The smallest package; packages and prices arrive with the billing issue. */
export const TRIAL_PACKAGE_ID = 'basic';

export interface Licence {
  packageId: string;
  /** UTC ISO date-time until which the licence is valid. */
  validTo: string;
}

/** The licence is active until its `validTo` instant. */
export const isLicenceActive = (licence: Licence, now: Date = new Date()): boolean =>
  Date.parse(licence.validTo) > now.getTime();
