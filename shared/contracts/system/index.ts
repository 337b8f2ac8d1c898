import type { Contract } from '../contract.js';
import { health } from './health.js';

export { health };

/** The health check. */
export const systemContracts = [health] as const satisfies readonly Contract[];
