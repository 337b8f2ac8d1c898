import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitItem } from '../../functions/data/rate-limits.js';
import { keys } from '../../functions/data/keys.js';
import { queryItems } from '../../functions/data/query.js';
import { sha256 } from '../../functions/lib/hashing.js';
import { consumeRateLimit, countRateLimited } from '../../functions/lib/rate-limit.js';
import { HttpError } from '../../functions/lib/http-error.js';

describe('rate limit', () => {
  const rule = { scope: 'test', limit: 3, windowSeconds: 600 };

  it('allows the limit and refuses the next attempt with 429 and when to try again', async () => {
    const key = randomUUID();
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(rule, key, now);
    const refusal = await consumeRateLimit(rule, key, now).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(429);
    expect((refusal as HttpError).message).toBe('Zbyt wiele prób. Spróbuj ponownie za 10 min.');
  });

  it('counts keys separately and starts afresh once the window is over', async () => {
    const key = randomUUID();
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(rule, key, now);
    await expect(consumeRateLimit(rule, randomUUID(), now)).resolves.toBeUndefined();
    await expect(consumeRateLimit(rule, key, now + 599_000)).rejects.toBeInstanceOf(HttpError);
    await expect(consumeRateLimit(rule, key, now + 600_000)).resolves.toBeUndefined();
  });

  it('opens the window at the first attempt, so a burst is never split by a clock boundary', async () => {
    const key = randomUUID();
    const justBeforeABoundary = Date.UTC(2026, 0, 1, 12, 9, 59);
    for (let i = 0; i < 3; i += 1) await consumeRateLimit(rule, key, justBeforeABoundary + i * 1000);
    await expect(consumeRateLimit(rule, key, justBeforeABoundary + 3000)).rejects.toBeInstanceOf(HttpError);
  });

  it('lets parallel attempts through no more than the limit', async () => {
    const key = randomUUID();
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => consumeRateLimit(rule, key, now)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  });

  it('forgets an attempt given back (a success), so only failures use up the limit', async () => {
    const key = randomUUID();
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    for (let i = 0; i < 5; i += 1) await (await countRateLimited(rule, key, now)).succeeded();
    const failure = await countRateLimited(rule, key, now);
    expect(failure.remainingAfterFailure).toBe(2);
  });

  it('gives back nothing into a window that has since been replaced', async () => {
    const key = randomUUID();
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const old = await countRateLimited(rule, key, now);
    await countRateLimited(rule, key, now + 600_000);
    await old.succeeded();
    expect((await countRateLimited(rule, key, now + 600_000)).remainingAfterFailure).toBe(1);
  });

  it('stores a subject only as its keyed hash: its plain SHA-256 finds no bucket', async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.7.21`;
    await consumeRateLimit(rule, address);
    const bucketsUnder = (digest: string) => queryItems(keys.rateLimitsOf(rule.scope, digest), rateLimitItem);
    // What anyone holding the table could try for each of the 2³² IPv4 addresses.
    expect(await bucketsUnder(sha256(address))).toEqual([]);
    const keyed = createHmac('sha256', Buffer.from(process.env.RATE_LIMIT_KEY!, 'base64url')).update(address);
    expect(await bucketsUnder(keyed.digest('base64url'))).toEqual([expect.objectContaining({ hits: 1 })]);
  });
});
