import { SQSClient, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { listTenantIds } from '../data/tenants.js';
import { awsRegion, awsRequestHandler, requireEnv } from './env.js';
import { log, loggedHandler } from './logger.js';
import { sendInBatches } from './message-batches.js';
import { messageOf } from './message-of.js';

/**
 * Jobs that fan out (infra/jobs.ts, `perOrganisation`): the schedule starts a dispatcher that
 * sends one message per organisation to the job's queue, and the job's worker processes one
 * organisation per message. A message may come twice (SQS delivers at least once, a dispatcher
 * run may be retried), so every organisation job is safe to repeat for the same `now`.
 */

/** The work of one job for one organisation at the schedule's time; answers counts for the log. */
export type OrganisationJob = (tenantId: string, now: Date) => Promise<Record<string, number>>;

/** One message of a job's queue: which organisation, and the schedule's time (so a redelivery is the same run). */
export const ZOrganisationMessage = z.object({ tenantId: z.string().min(1), now: z.iso.datetime() });
export type OrganisationMessage = z.infer<typeof ZOrganisationMessage>;

function readMessage(body: string): OrganisationMessage | null {
  try {
    return ZOrganisationMessage.parse(JSON.parse(body));
  } catch {
    return null;
  }
}

/** The messages of one run: one per organisation in the directory. */
export async function organisationMessages(now: Date): Promise<OrganisationMessage[]> {
  return (await listTenantIds()).map((tenantId) => ({ tenantId, now: now.toISOString() }));
}

let sqs: SQSClient | undefined;

/**
 * The dispatcher's handler (AWS only: the local runtime has no queue and runs the organisations
 * in-process, `runForEveryOrganisation`). Sends every organisation to JOB_QUEUE_URL, 10 a call
 * (message-batches.ts: entries SQS refuses are sent again); organisations still refused fail the
 * run, whose retry sends every organisation again (the workers repeat nothing already done).
 */
export const dispatchOrganisations = loggedHandler(
  async (event: { time?: string } = {}): Promise<{ organisations: number }> => {
    const now = event.time ? new Date(event.time) : new Date();
    const queueUrl = requireEnv('JOB_QUEUE_URL');
    const client = (sqs ??= new SQSClient({ region: awsRegion(), requestHandler: awsRequestHandler() }));
    const messages = await organisationMessages(now);
    const refused = await sendInBatches(messages, (entries) =>
      client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries })),
    );
    for (const { message, code } of refused)
      log.error('organisation not enqueued', { tenantId: message.tenantId, code });
    if (refused.length) throw new Error(`${refused.length} of ${messages.length} organisations were not enqueued`);
    return { organisations: messages.length };
  },
);

/**
 * The worker's handler for an SQS event source with ReportBatchItemFailures: each message is one
 * organisation; one that fails (or cannot be read) goes back to the queue alone, to be retried
 * and, after the queue's receive limit, to its dead-letter queue.
 */
export function organisationWorker(job: OrganisationJob): (event: SQSEvent) => Promise<SQSBatchResponse> {
  const run = loggedHandler(async (event?: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event?.Records ?? []) {
      const message = readMessage(record.body);
      if (!message) {
        batchItemFailures.push({ itemIdentifier: record.messageId });
        log.error('organisation message unreadable', { messageId: record.messageId });
        continue;
      }
      try {
        const result = await job(message.tenantId, new Date(message.now));
        log.info('organisation done', { tenantId: message.tenantId, ...result });
      } catch (error) {
        batchItemFailures.push({ itemIdentifier: record.messageId });
        log.error('organisation failed', { tenantId: message.tenantId, error: messageOf(error) });
      }
    }
    return { batchItemFailures };
  });
  return (event) => run(event);
}

/**
 * The local runtime's stand-in for dispatcher, queue and workers: every organisation goes to the
 * same organisation job in this process, a few at a time. An organisation that fails is logged
 * and counted; the others go on. Answers the summed counts and the number that failed.
 */
export async function runForEveryOrganisation(
  job: OrganisationJob,
  now: Date,
  concurrency = 4,
): Promise<Record<string, number>> {
  const pending = await organisationMessages(now);
  const totals: Record<string, number> = { failedOrganisations: 0 };
  const next = async (): Promise<void> => {
    for (let message = pending.shift(); message; message = pending.shift()) {
      try {
        for (const [key, count] of Object.entries(await job(message.tenantId, now)))
          totals[key] = (totals[key] ?? 0) + count;
      } catch (error) {
        totals.failedOrganisations! += 1;
        log.error('organisation failed', { tenantId: message.tenantId, error: messageOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, next));
  return totals;
}
