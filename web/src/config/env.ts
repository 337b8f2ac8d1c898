// zod's mini build: the help address is on the public form's first load (DESIGN §10).
import * as z from 'zod/mini';

/**
 * Build-time settings (Vite `VITE_*` variables), parsed once with zod. Every value has a
 * default so that `npm start` and the tests need no `.env` file; the defaults on the reserved
 * `.example` domain are placeholders until the operator gives the real addresses.
 */
const ZEnv = z.object({
  VITE_HELP_URL: z._default(z.url(), 'https://pomoc.ostoja.example/'),
  VITE_TERMS_URL: z._default(z.url(), 'https://ostoja.example/regulamin'),
  VITE_PRIVACY_URL: z._default(z.url(), 'https://ostoja.example/polityka-prywatnosci'),
});

export const env = ZEnv.parse(import.meta.env);
