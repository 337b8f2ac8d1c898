import type { Contract } from './contract.js';
import { health } from './system/health.js';

export * from './contract.js';
export { health };

/**
 * Every endpoint of the product, once. CDK builds one Lambda per entry, the local gateway
 * serves them, the web client calls them and the OpenAPI document is generated from them.
 */
export const contracts = [health] as const satisfies readonly Contract[];
