import * as z from 'zod';

/**
 * Build-time settings (Vite `VITE_*` variables), parsed once with zod. Every value has a
 * default so that `npm start` and the tests need no `.env` file; the defaults on the reserved
 * `.example` domain are placeholders until the operator gives the real addresses.
 */
const ZEnv = z.object({
  VITE_HELP_URL: z.url().default('https://pomoc.ostoja.example/'),
  VITE_TERMS_URL: z.url().default('https://ostoja.example/regulamin'),
  VITE_PRIVACY_URL: z.url().default('https://ostoja.example/polityka-prywatnosci'),
  VITE_COMPANY_NAME: z.string().min(1).default('Ostoja'),
  VITE_COMPANY_ADDRESS: z.string().min(1).default('Adres firmy: do uzupełnienia (VITE_COMPANY_ADDRESS)'),
});

export const env = ZEnv.parse(import.meta.env);
