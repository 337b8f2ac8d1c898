import * as z from 'zod';
import { protocolDecisions, protocolKinds } from '../../domain/protocols.js';
import { protocolTexts } from '../../messages/protocols.js';
import { defineContract } from '../contract.js';
import { ZPhoneProtocol } from './schemas.js';

/**
 * The reporter approves a protocol of their oral report or asks for corrections (art. 29 of the
 * Act); the corrections themselves go in a message. `phone` (the default): a phone report's
 * protocol; `voice` and `meeting`: a written protocol, answered on the version the reporter read.
 * An approved protocol stays approved.
 */
export const answerProtocol = defineContract({
  name: 'answer-protocol',
  area: 'inbox',
  method: 'POST',
  path: '/api/inbox/protocol',
  auth: { kind: 'reporter' },
  summary: 'Approve a protocol (phone, voice message, meeting) or ask for corrections.',
  body: z
    .strictObject({
      kind: z.enum(protocolKinds).default('phone'),
      decision: z.enum(protocolDecisions),
      version: z.number().int().min(1).optional(),
    })
    .refine((body) => body.kind === 'phone' || body.version !== undefined, {
      message: protocolTexts.versionRequired,
      path: ['version'],
    }),
  response: ZPhoneProtocol,
});
