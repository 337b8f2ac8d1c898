import type { SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { sendInBatches, type SendBatch } from './message-batches.js';

const organisations = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ tenantId: `org-${index}`, now: '2026-11-28T06:00:00.000Z' }));

/** What SQS reports of one entry it did not take (by default a transient failure of its own). */
type Failure = { Id: string; Code?: string; SenderFault?: boolean };

/**
 * The SendMessageBatch call as the dispatcher makes it, recorded: each call's entries, and the
 * entries SQS reports as failed, given per call by `answer` (none when it gives none).
 */
function recordedSend(answer: (call: number, entries: SendMessageBatchRequestEntry[]) => Failure[] = () => []) {
  const calls: SendMessageBatchRequestEntry[][] = [];
  const send: SendBatch = async (entries) => {
    calls.push(entries);
    const failed = answer(calls.length, entries);
    return { Failed: failed.map(({ Id, Code = 'InternalError', SenderFault = false }) => ({ Id, Code, SenderFault })) };
  };
  return { calls, send };
}

const bodies = (entries: SendMessageBatchRequestEntry[]) => entries.map((entry) => JSON.parse(entry.MessageBody!));
const noPause = async () => {};

describe('sending the organisations to the queue', () => {
  it('sends 10 a call, each organisation once as its JSON message, with ids unique in its call', async () => {
    const messages = organisations(23);
    const { calls, send } = recordedSend();
    expect(await sendInBatches(messages, send, { pause: noPause })).toEqual([]);
    expect(calls.map((entries) => entries.length)).toEqual([10, 10, 3]);
    expect(calls.flatMap(bodies)).toEqual(messages);
    for (const entries of calls) expect(new Set(entries.map((entry) => entry.Id)).size).toBe(entries.length);
  });

  it('sends nothing for no organisation', async () => {
    const { calls, send } = recordedSend();
    expect(await sendInBatches([], send)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('sends again only the entries a call reports as failed, after a pause, and answers none refused once taken', async () => {
    const messages = organisations(12);
    const pauses: number[] = [];
    const { calls, send } = recordedSend((call, entries) =>
      call === 1 ? [{ Id: entries[2]!.Id! }, { Id: entries[7]!.Id!, Code: 'ServiceUnavailable' }] : [],
    );
    const refused = await sendInBatches(messages, send, { pause: async (retry) => pauses.push(retry) });
    expect(refused).toEqual([]);
    expect(calls.map(bodies)).toEqual([messages.slice(0, 10), messages.slice(10), [messages[2], messages[7]]]);
    expect(pauses).toEqual([1]);
  });

  it('gives up on an entry after 3 calls, and answers it with the last code', async () => {
    const messages = organisations(3);
    const { calls, send } = recordedSend((call, entries) => {
      const stubborn = entries.find((entry) => JSON.parse(entry.MessageBody!).tenantId === 'org-1');
      return stubborn ? [{ Id: stubborn.Id!, Code: `Throttled-${call}` }] : [];
    });
    const refused = await sendInBatches(messages, send, { pause: noPause });
    expect(refused).toEqual([{ message: messages[1], code: 'Throttled-3' }]);
    expect(calls.map(bodies)).toEqual([messages, [messages[1]], [messages[1]]]);
  });

  it('does not send again an entry refused as the sender’s fault', async () => {
    const messages = organisations(2);
    const { calls, send } = recordedSend((call, entries) =>
      call === 1 ? [{ Id: entries[0]!.Id!, Code: 'InvalidMessageContents', SenderFault: true }] : [],
    );
    expect(await sendInBatches(messages, send, { pause: noPause })).toEqual([
      { message: messages[0], code: 'InvalidMessageContents' },
    ]);
    expect(calls).toHaveLength(1);
  });

  it('lets an error of a whole call through (the dispatcher run fails and is retried)', async () => {
    const send: SendBatch = async () => {
      throw new Error('AccessDenied');
    };
    await expect(sendInBatches(organisations(1), send)).rejects.toThrow('AccessDenied');
  });
});
