import * as z from 'zod';

/**
 * Build-time settings (Vite `VITE_*` variables). Every value has a default so that `npm start` and
 * the tests need no `.env` file; the defaults on the reserved `.example` domain are placeholders
 * until the operator gives the real addresses. The build parses them (web/vite.config.ts) and
 * refuses a wrong one, then gives the page the parsed values: the browser loads no zod for them.
 */
export const ZWebEnv = z.object({
  VITE_TERMS_URL: z.url().default('https://ostoja.example/regulamin'),
  VITE_PRIVACY_URL: z.url().default('https://ostoja.example/polityka-prywatnosci'),
});

export type WebEnv = z.infer<typeof ZWebEnv>;
