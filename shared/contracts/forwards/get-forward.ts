import { defineContract } from '../contract.js';
import { ZForward, ZForwardParams } from './schemas.js';

/** One forward as it is now: the spec's per-row "refresh external status". */
export const getForward = defineContract({
  name: 'get-forward',
  area: 'forwards',
  method: 'GET',
  path: '/api/reports/{reportId}/forwards/{forwardId}',
  auth: { kind: 'staff', permission: 'canExternalSend' },
  summary: 'One forward with its current delivery status and downloads.',
  params: ZForwardParams,
  response: ZForward,
});
