import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOG_CHAINS } from '@shared/domain/log.js';
import { ChainChoice } from './chain-choice.js';
import type { LogHead } from './log-chain.js';

const movedTo = (chain: number, seq = 1): LogHead => ({
  chain,
  seq,
  hash: 'a'.repeat(64),
  at: '2026-11-28T06:00:00.000Z',
});

/** Whether a promise has settled by the time pending callbacks have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('which log chain a transaction appends to', () => {
  it('a quiet organisation writes one entry after another to chain 0', async () => {
    const tenant = randomUUID();
    for (let write = 0; write < 3; write++) {
      const choice = new ChainChoice(tenant);
      expect(await choice.first()).toBe(0);
      choice.done(movedTo(0));
    }
  });

  it('transactions in flight at once in one process take different chains instead of colliding', async () => {
    const tenant = randomUUID();
    const choices = Array.from({ length: LOG_CHAINS }, () => new ChainChoice(tenant));
    const chains = await Promise.all(choices.map((choice) => choice.first()));
    expect(new Set(chains).size).toBe(LOG_CHAINS);
    expect(chains[0]).toBe(0);
    for (const choice of choices) choice.done();
  });

  it('when every chain is in use, the next transaction waits for its turn on one and gets it when it is free', async () => {
    const tenant = randomUUID();
    const busy = Array.from({ length: LOG_CHAINS }, () => new ChainChoice(tenant));
    const chains = await Promise.all(busy.map((choice) => choice.first()));
    const waiting = new ChainChoice(tenant).first();
    expect(await settled(waiting)).toBe(false);
    for (const choice of busy) choice.done();
    expect(chains).toContain(await waiting);
  });

  it('after a collision with another instance it moves to another chain and keeps to it while the organisation is busy', async () => {
    const tenant = randomUUID();
    const start = Date.now();
    const collided = new ChainChoice(tenant);
    expect(await collided.first(start)).toBe(0);
    const moved = await collided.afterCollision(start);
    expect(moved).not.toBe(0);
    collided.done(movedTo(moved));

    const next = new ChainChoice(tenant);
    expect(await next.first(start + 1_000)).toBe(moved);
    next.done(movedTo(moved));

    const quietAgain = new ChainChoice(tenant);
    expect(await quietAgain.first(start + 61_000)).toBe(0);
    quietAgain.done(movedTo(0));
  });

  it('a transaction that failed releases its chain without making it preferred', async () => {
    const tenant = randomUUID();
    const failed = new ChainChoice(tenant);
    await failed.first();
    failed.done();
    const next = new ChainChoice(tenant);
    expect(await settled(next.first())).toBe(true);
    next.done(movedTo(0));
  });

  it('appends to a head it moved a moment ago without reading it, and reads it again once that is old or was wrong', async () => {
    const tenant = randomUUID();
    const start = Date.now();
    const writer = new ChainChoice(tenant);
    await writer.first(start);
    expect(writer.knownHead(start)).toBeUndefined();
    writer.done(movedTo(0, 7), start);

    const next = new ChainChoice(tenant);
    await next.first(start + 500);
    expect(next.knownHead(start + 500)).toEqual({ tenantId: tenant, head: movedTo(0, 7) });
    expect(next.knownHead(start + 2_500)).toBeUndefined();
    next.forgetHead();
    expect(next.knownHead(start + 500)).toBeUndefined();
    next.done();

    const after = new ChainChoice(tenant);
    await after.first(start + 600);
    expect(after.knownHead(start + 600)).toBeUndefined();
    after.done();
  });
});
