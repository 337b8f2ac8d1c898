import { listPasskeys } from '@shared/contracts/auth/list-passkeys.js';
import { getSetupChecklist } from '@shared/contracts/dashboard/get-setup-checklist.js';
import { contractHandler } from './msw.js';

/**
 * Answers every web test gets unless it sets its own (`server.use` takes precedence): calls a
 * screen makes on the side of what most tests look at. The main administrator's dashboard asks
 * for the first-steps checklist; by default the organisation has done them all, so the list is
 * not shown (features/dashboard tests set their own states). Settings lists the user's passkeys:
 * by default there are none.
 */
export const baselineHandlers = [
  contractHandler(getSetupChecklist, () => ({
    categoryCount: 2,
    unassignedCategories: [],
    recoveryKeyConfirmed: true,
    formLinkCopied: true,
    procedurePublished: true,
  })),
  contractHandler(listPasskeys, () => ({ passkeys: [] })),
];
