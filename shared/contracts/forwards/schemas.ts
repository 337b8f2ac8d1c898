import * as z from 'zod';
import { deliveryStatuses, forwardLimits, ZForwardMessage } from '../../domain/forwards.js';

export const ZForwardParams = z.object({ reportId: z.uuid(), forwardId: z.uuid() });

/**
 * Step 1 of a forward (the spec's "send report to external company": emailTo, emailCc, body,
 * withFiles, name): the message, and the exact size of the bundle the browser built.
 */
export const ZStartForward = ZForwardMessage.extend({
  size: z.number().int().positive().max(forwardLimits.bundleMaxBytes),
});

export const ZStartedForward = z.object({
  forwardId: z.uuid(),
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
});

/** One forward as the report page lists it. */
export const ZForward = z.object({
  forwardId: z.uuid(),
  name: z.string(),
  emailTo: z.string(),
  emailCc: z.string().nullable(),
  withFiles: z.boolean(),
  sentAt: z.string(),
  senderName: z.string(),
  /** The spec's deliveredDate; null until SES (locally: the outbox) delivered it. */
  deliveredAt: z.string().nullable(),
  /** The spec's statusDescription, as a status the page names. */
  delivery: z.enum(deliveryStatuses),
  expiresAt: z.string(),
  /** The bundle was deleted when the share expired. */
  expired: z.boolean(),
  downloadCount: z.number().int().min(0),
});
export type Forward = z.infer<typeof ZForward>;
