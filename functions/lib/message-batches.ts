import { setTimeout as sleep } from 'node:timers/promises';
import type { BatchResultErrorEntry, SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';

/**
 * SendMessageBatch takes at most 10 entries (and 256 KB in all, which 10 of the dispatcher's
 * messages, an organisation's id and a time each, are far below).
 */
export const ENTRIES_PER_BATCH = 10;

/** One SendMessageBatch call (the queue fixed): answers the entries SQS did not take. */
export type SendBatch = (entries: SendMessageBatchRequestEntry[]) => Promise<{ Failed?: BatchResultErrorEntry[] }>;

/** A message SQS did not take, with its last answer's code. */
export interface RefusedMessage<T> {
  message: T;
  code: string | undefined;
}

export interface BatchOptions {
  /** Calls per message in all, the first included. */
  attempts?: number;
  /** Waits before the retry number `retry` (1 for the first). */
  pause?: (retry: number) => Promise<unknown>;
}

/**
 * Sends messages as JSON bodies, 10 a call. An entry a call reports as failed is sent again, with
 * the others that failed, after a pause, up to `attempts` calls in all; one whose failure SQS calls
 * the sender's fault is not (the same entry would fail the same way). Answers the messages SQS
 * never took. An error of a whole call (after the SDK's own retries) is thrown.
 */
export async function sendInBatches<T>(
  messages: readonly T[],
  send: SendBatch,
  { attempts = 3, pause = (retry) => sleep(100 * 2 ** retry) }: BatchOptions = {},
): Promise<RefusedMessage<T>[]> {
  // An entry's id is its message's place in `messages`: unique in every call, and kept on a retry.
  let pending = messages.map((message, index) => ({ id: String(index), message }));
  const refused: RefusedMessage<T>[] = [];
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > 1) await pause(attempt - 1);
    const failedNow: typeof pending = [];
    for (let start = 0; start < pending.length; start += ENTRIES_PER_BATCH) {
      const batch = pending.slice(start, start + ENTRIES_PER_BATCH);
      const { Failed = [] } = await send(
        batch.map(({ id, message }) => ({ Id: id, MessageBody: JSON.stringify(message) })),
      );
      for (const failure of Failed) {
        const entry = batch.find((candidate) => candidate.id === failure.Id);
        if (!entry) continue;
        if (failure.SenderFault || attempt >= attempts) refused.push({ message: entry.message, code: failure.Code });
        else failedNow.push(entry);
      }
    }
    pending = failedNow;
  }
  return refused;
}
