import { operatorAddressLine, operatorCompany } from '@shared/domain/operator.js';
import { env } from './env.js';

/** Addresses outside the app and the footer's company data: the operator's (doc 1 §2, §4). */
export const site = {
  helpUrl: env.VITE_HELP_URL,
  termsUrl: env.VITE_TERMS_URL,
  privacyUrl: env.VITE_PRIVACY_URL,
  companyName: operatorCompany.name,
  companyAddress: operatorAddressLine,
} as const;
