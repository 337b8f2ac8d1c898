import type { Contract } from './contract.js';
import { authContracts } from './auth/index.js';
import { categoryContracts } from './categories/index.js';
import { dashboardContracts } from './dashboard/index.js';
import { externalContracts } from './external/index.js';
import { formContracts } from './form/index.js';
import { forwardContracts } from './forwards/index.js';
import { inboxContracts } from './inbox/index.js';
import { logContracts } from './logs/index.js';
import { reportContracts } from './reports/index.js';
import { settingsContracts } from './settings/index.js';
import { statisticsContracts } from './statistics/index.js';
import { systemContracts } from './system/index.js';
import { userContracts } from './users/index.js';
import { billingContracts } from './billing/index.js';

export * from './contract.js';
export * from './auth/index.js';
export * from './categories/index.js';
export * from './dashboard/index.js';
export * from './external/index.js';
export * from './form/index.js';
export * from './forwards/index.js';
export * from './inbox/index.js';
export * from './logs/index.js';
export * from './reports/index.js';
export * from './settings/index.js';
export * from './statistics/index.js';
export * from './system/index.js';
export * from './users/index.js';
export * from './billing/index.js';

/**
 * Every endpoint of the product, once: the lists of the areas, each in
 * `shared/contracts/<area>/index.ts` (one contract per `<verb-noun>.ts` file). CDK builds one
 * Lambda per entry, the local gateway serves them, the web client calls them and the OpenAPI
 * document is generated from them.
 */
export const contracts = [
  ...systemContracts,
  ...authContracts,
  ...dashboardContracts,
  ...categoryContracts,
  ...formContracts,
  ...reportContracts,
  ...inboxContracts,
  ...logContracts,
  ...settingsContracts,
  ...userContracts,
  ...forwardContracts,
  ...externalContracts,
  ...billingContracts,
  ...statisticsContracts,
] as const satisfies readonly Contract[];
