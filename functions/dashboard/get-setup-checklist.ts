import { getSetupChecklist } from '@shared/contracts/dashboard/get-setup-checklist.js';
import { defineHandler } from '../lib/handler.js';
import { readSetupState } from './setup-state.js';

/** The main administrator's first-steps checklist. */
export const handler = defineHandler(getSetupChecklist, async ({ caller }) => readSetupState(caller.tenant));
