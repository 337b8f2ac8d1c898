import type { Contract } from '../contract.js';
import { getDashboard } from './get-dashboard.js';
import { completeSetupStep } from './complete-setup-step.js';
import { getSetupChecklist } from './get-setup-checklist.js';

export { getDashboard };
export { completeSetupStep, getSetupChecklist };

/** The back-office start page. */
export const dashboardContracts = [
  getDashboard,
  getSetupChecklist,
  completeSetupStep,
] as const satisfies readonly Contract[];
