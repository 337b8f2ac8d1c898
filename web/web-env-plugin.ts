import { loadEnv, type Plugin } from 'vite';
import * as z from 'zod';
import { ZWebEnv } from './src/config/env-schema.js';

/**
 * Parses the build-time settings (`VITE_*`, src/config/env-schema.ts) once, at build: a wrong
 * value stops the build, and the page gets the parsed values as `__WEB_ENV__` (src/config/env.ts).
 */
export function webEnv(): Plugin {
  return {
    name: 'ostoja:web-env',
    config(config, { mode }) {
      const parsed = ZWebEnv.safeParse(loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_'));
      if (!parsed.success) throw new Error(`VITE_* settings:\n${z.prettifyError(parsed.error)}`);
      return { define: { __WEB_ENV__: JSON.stringify(parsed.data) } };
    },
  };
}
