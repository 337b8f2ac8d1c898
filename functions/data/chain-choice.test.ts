import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOG_CHAINS } from '@shared/domain/log.js';
import { ChainChoice } from './chain-choice.js';

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
      choice.done(true);
    }
  });

  it('transactions in flight at once in one process take different chains instead of colliding', async () => {
    const tenant = randomUUID();
    const choices = Array.from({ length: LOG_CHAINS }, () => new ChainChoice(tenant));
    const chains = await Promise.all(choices.map((choice) => choice.first()));
    expect(new Set(chains).size).toBe(LOG_CHAINS);
    expect(chains[0]).toBe(0);
    for (const choice of choices) choice.done(true);
  });

  it('when every chain is in use, the next transaction waits for its turn on one and gets it when it is free', async () => {
    const tenant = randomUUID();
    const busy = Array.from({ length: LOG_CHAINS }, () => new ChainChoice(tenant));
    const chains = await Promise.all(busy.map((choice) => choice.first()));
    const waiting = new ChainChoice(tenant).first();
    expect(await settled(waiting)).toBe(false);
    for (const choice of busy) choice.done(true);
    expect(chains).toContain(await waiting);
  });

  it('after a collision with another instance it moves to another chain and keeps to it while the organisation is busy', async () => {
    const tenant = randomUUID();
    const start = Date.now();
    const collided = new ChainChoice(tenant);
    expect(await collided.first(start)).toBe(0);
    const moved = await collided.afterCollision(start);
    expect(moved).not.toBe(0);
    collided.done(true);

    const next = new ChainChoice(tenant);
    expect(await next.first(start + 1_000)).toBe(moved);
    next.done(true);

    const quietAgain = new ChainChoice(tenant);
    expect(await quietAgain.first(start + 61_000)).toBe(0);
    quietAgain.done(true);
  });

  it('a transaction that failed releases its chain without making it preferred', async () => {
    const tenant = randomUUID();
    const failed = new ChainChoice(tenant);
    await failed.first();
    failed.done(false);
    const next = new ChainChoice(tenant);
    expect(await settled(next.first())).toBe(true);
    next.done(true);
  });
});
