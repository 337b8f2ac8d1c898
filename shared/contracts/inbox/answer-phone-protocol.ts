import * as z from 'zod';
import { phoneProtocolDecisions } from '../../domain/phone-reports.js';
import { defineContract } from '../contract.js';
import { ZPhoneProtocol } from './schemas.js';

/**
 * The caller of a phone report approves the call's protocol or asks for corrections (art. 29 of
 * the Act); the corrections themselves go in a message. An approved protocol stays approved.
 */
export const answerPhoneProtocol = defineContract({
  name: 'answer-phone-protocol',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/protocol',
  auth: { kind: 'reporter' },
  summary: 'Approve the phone protocol or ask for corrections.',
  body: z.strictObject({ decision: z.enum(phoneProtocolDecisions) }),
  response: ZPhoneProtocol,
});
