import { describe, expect, it } from 'vitest';
import { routes } from '../functions/routes.js';
import { lambdaContext } from './gateway.js';

const route = (name: string) => routes.find((candidate) => candidate.contract.name === name)!;

describe("the local gateway gives each handler its function's clock", () => {
  it('counts down the timeout CDK gives the route: 29 s for a finalise (it waits for the antivirus), 10 s for the others', () => {
    const startedAt = Date.now() - 2_000;
    const finalise = lambdaContext(route('finalise-submission'), startedAt).getRemainingTimeInMillis();
    const send = lambdaContext(route('send-forward'), startedAt).getRemainingTimeInMillis();
    expect(finalise).toBeGreaterThan(26_500);
    expect(finalise).toBeLessThanOrEqual(27_000);
    expect(send).toBeGreaterThan(7_500);
    expect(send).toBeLessThanOrEqual(8_000);
  });

  it('reaches zero and stays there once the time is up', () => {
    expect(lambdaContext(route('health'), Date.now() - 60_000).getRemainingTimeInMillis()).toBe(0);
  });
});
