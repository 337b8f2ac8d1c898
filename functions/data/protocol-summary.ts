import * as z from 'zod';
import { protocolStates, type ProtocolAnswer } from '@shared/domain/protocols.js';

/**
 * A written protocol's state, kept on the report item (and copied to its category entry, which
 * lists read by key): the reporter's answer, the version it is at, when the first version was
 * recorded and when the last one was written. The text itself is an item of its own
 * (`ReportProtocolRecord`): a report item must stay within DynamoDB's 400 KB.
 */
export interface ProtocolSummary extends ProtocolAnswer {
  version: number;
  recordedAt: string;
  writtenAt: string;
}

export const ZProtocolSummary = z.object({
  state: z.enum(protocolStates),
  answeredAt: z.string().nullable(),
  version: z.number().int().min(1),
  recordedAt: z.string(),
  writtenAt: z.string(),
}) satisfies z.ZodType<ProtocolSummary>;
