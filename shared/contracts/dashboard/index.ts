import type { Contract } from '../contract.js';
import { getDashboard } from './get-dashboard.js';

export { getDashboard };

/** The back-office start page. */
export const dashboardContracts = [
  getDashboard,
] as const satisfies readonly Contract[];
