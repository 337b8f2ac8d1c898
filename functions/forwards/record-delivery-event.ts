import * as z from 'zod';
import { FORWARD_MAIL_TAG, type DeliveryStatus } from '@shared/domain/forwards.js';
import { getForward, getForwardOfMessage, recordDelivery } from '../data/forwards.js';
import { log, loggedHandler } from '../lib/logger.js';

/**
 * SES's events about an e-mail sent through the configuration set (docs/development.md, "Jobs, payments and mail"),
 * as EventBridge delivers them (`detail` is SES's event record). In AWS the configuration set's event
 * destination sends them to this function (infra: the mail stack); locally the runtime reports
 * each e-mail the SES emulator accepted as delivered (local/mail-events.ts). Only the events
 * about the e-mail to an authority's "E-mail do" address change a forward.
 */
const ZRecipients = z.array(z.object({ emailAddress: z.string() }).loose());
const ZSesEvent = z
  .object({
    detail: z
      .object({
        eventType: z.string(),
        mail: z
          .object({
            messageId: z.string(),
            timestamp: z.string().optional(),
            tags: z.record(z.string(), z.array(z.string())).optional(),
          })
          .loose(),
        delivery: z
          .object({ timestamp: z.string(), recipients: z.array(z.string()) })
          .loose()
          .optional(),
        bounce: z.object({ timestamp: z.string(), bouncedRecipients: ZRecipients }).loose().optional(),
        complaint: z.object({ timestamp: z.string(), complainedRecipients: ZRecipients }).loose().optional(),
        deliveryDelay: z.object({ timestamp: z.string(), delayedRecipients: ZRecipients }).loose().optional(),
      })
      .loose(),
  })
  .loose();

/** What an event says of the delivery, to whom (null: of the whole e-mail) and when. */
function readEvent(
  detail: z.infer<typeof ZSesEvent>['detail'],
): { status: DeliveryStatus; recipients: string[] | null; at: string } | null {
  const sentAt = detail.mail.timestamp ?? new Date().toISOString();
  const addresses = (list: { emailAddress: string }[]) => list.map((recipient) => recipient.emailAddress);
  switch (detail.eventType) {
    case 'Delivery':
      return detail.delivery
        ? { status: 'delivered', recipients: detail.delivery.recipients, at: detail.delivery.timestamp }
        : null;
    case 'Bounce':
      return detail.bounce
        ? { status: 'bounced', recipients: addresses(detail.bounce.bouncedRecipients), at: detail.bounce.timestamp }
        : null;
    case 'Complaint':
      return detail.complaint
        ? {
            status: 'complained',
            recipients: addresses(detail.complaint.complainedRecipients),
            at: detail.complaint.timestamp,
          }
        : null;
    case 'DeliveryDelay':
      return detail.deliveryDelay
        ? {
            status: 'delayed',
            recipients: addresses(detail.deliveryDelay.delayedRecipients),
            at: detail.deliveryDelay.timestamp,
          }
        : null;
    case 'Reject':
      return { status: 'rejected', recipients: null, at: sentAt };
    case 'Rendering Failure':
      return { status: 'failed', recipients: null, at: sentAt };
    default:
      return null;
  }
}

const isForwardMail = (tags: Record<string, string[]> | undefined): boolean =>
  !!tags?.[FORWARD_MAIL_TAG.name]?.includes(FORWARD_MAIL_TAG.value);

/** The address as SES may write it: `Name <a@b>` or `a@b`, any case. */
const bareAddress = (address: string): string => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();

export const handler = loggedHandler(async (event: unknown): Promise<{ recorded: number; ignored: number }> => {
  const parsed = ZSesEvent.safeParse(event);
  if (!parsed.success) {
    log.warn('mail event not understood', { issues: parsed.error.issues.length });
    return { recorded: 0, ignored: 1 };
  }
  const { detail } = parsed.data;
  const reading = readEvent(detail);
  if (!reading) return { recorded: 0, ignored: 1 };
  const ref = await getForwardOfMessage(detail.mail.messageId);
  if (!ref) {
    // A forward's event can overtake the write of its message id: fail, and EventBridge retries.
    if (isForwardMail(detail.mail.tags)) throw new Error('forward of the e-mail not recorded yet');
    return { recorded: 0, ignored: 1 };
  }
  const forward = await getForward(ref.tenantId, ref.reportId, ref.forwardId);
  if (!forward) return { recorded: 0, ignored: 1 };
  if (reading.recipients && !reading.recipients.map(bareAddress).includes(forward.emailTo.toLowerCase()))
    return { recorded: 0, ignored: 1 };
  const recorded = await recordDelivery(ref, reading.status, reading.at);
  return { recorded: recorded ? 1 : 0, ignored: recorded ? 0 : 1 };
});
