import type { Contract } from '../contract.js';
import { getForward } from './get-forward.js';
import { listForwards } from './list-forwards.js';
import { sendForward } from './send-forward.js';
import { startForward } from './start-forward.js';

export { getForward, listForwards, sendForward, startForward };

/** Forwarding a report to an external authority (staff with canExternalSend). */
export const forwardContracts = [
  listForwards,
  getForward,
  startForward,
  sendForward,
] as const satisfies readonly Contract[];
