import type { WebEnv } from './env-schema.js';

declare const __WEB_ENV__: WebEnv;

/** The build-time settings as the build parsed them (config/env-schema.ts, web/vite.config.ts). */
export const env: WebEnv = __WEB_ENV__;
