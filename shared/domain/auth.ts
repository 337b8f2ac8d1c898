import { PHONE_DIGITS } from './phone.js';

/*
 * Constants and pure rules only (no zod, no texts): the public form reads the e-mail and phone
 * rules on its first load (docs/figures.md, "Budgets"). The e-mail schemas are in contracts/auth/schemas.ts.
 */

/** Limits of accounts (docs/features.md, "Limits and rules"). */
export const accountLimits = {
  passwordMin: 6,
  userNameMax: 50,
  companyNameMax: 200,
  /** Not in the spec: bounds so the organisation's data stays sane. */
  companyAddressMax: 200,
  companyZipCodeMax: 20,
  companyCityMax: 100,
  /**
   * Company data (docs/features.md, "Limits and rules"): name, address and city at least 3 characters, zip code 5
   * (XX-XXX).
   */
  companyTextMin: 3,
  companyZipCodeMin: 5,
  smsCodeLength: 6,
  phoneDigits: PHONE_DIGITS,
  emailMax: 254,
} as const;

/** Lifetimes of e-mailed links and SMS codes, and the SMS code's tries (docs/security.md §12.2). */
export const authLifetimes = {
  activationHours: 48,
  passwordResetMinutes: 60,
  smsCodeSeconds: 5 * 60,
  smsCodeTries: 5,
} as const;

/**
 * Brute-force limits (docs/security.md §12.3). A password check counts failures only: tightly per account
 * and client (one client guesses no faster than 10 per 15 min), loosely per account (clients
 * together are capped too, yet an attacker elsewhere cannot lock out an owner with a few wrong
 * passwords). A password reset clears both.
 */
export const authRateLimits = {
  loginFailuresPerAccountAndClient: { scope: 'login-account-client', limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { scope: 'login-account', limit: 100, windowSeconds: 60 * 60 },
  loginPerClient: { scope: 'login-client', limit: 100, windowSeconds: 15 * 60 },
  smsPerClient: { scope: 'sms-client', limit: 20, windowSeconds: 15 * 60 },
  registerPerClient: { scope: 'register-client', limit: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { scope: 'register-email', limit: 3, windowSeconds: 60 * 60 },
  resetPerClient: { scope: 'reset-client', limit: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { scope: 'reset-email', limit: 3, windowSeconds: 60 * 60 },
} as const;

/** A Polish postal code, XX-XXX . */
export const ZIP_CODE_PATTERN = /^\d{2}-\d{3}$/;

/** The full pattern of registration: local@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** From this many failures left on, the login form tells how many remain. */
export const LOGIN_ATTEMPTS_WARNING_FROM = 5;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** "123456789" → "******789": only the last 3 digits are shown. */
export const maskPhone = (phone: string): string => phone.replace(/\d(?=\d{3})/g, '*');
