import { helpPath } from '@shared/domain/help-pages.js';
import { operatorAddressLine, operatorCompany } from '@shared/domain/operator.js';
import { env } from './env.js';

/**
 * Addresses the app opens in a new tab and the footer's company data: the help site (static pages
 * of this site, web/help/), the operator's terms and privacy policy, its name and address.
 */
export const site = {
  /** 'Pomoc' in the back-office: the help site's index, with the staff's guide. */
  helpUrl: helpPath(),
  /** 'Pomoc' on the public form: the reporter's guide. */
  reporterHelpUrl: helpPath('dla-zglaszajacego'),
  termsUrl: env.VITE_TERMS_URL,
  privacyUrl: env.VITE_PRIVACY_URL,
  companyName: operatorCompany.name,
  companyAddress: operatorAddressLine,
} as const;
