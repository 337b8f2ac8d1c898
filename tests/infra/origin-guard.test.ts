import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN_GUARD_CONTEXT, ORIGIN_VERIFY_HEADER } from '../../functions/lib/client-address.js';
import { originGuardCode } from '../../infra/constructs/origin-guard.js';
import { originSecretRotationCode } from '../../infra/constructs/origin-secret-rotation.js';

/** The inline functions' code, loaded as Lambda loads it: CommonJS, with its environment. */
const dir = mkdtempSync(join(tmpdir(), 'ostoja-origin-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function load<T>(name: string, code: string, environment: Record<string, string | undefined> = {}): T {
  const file = join(dir, `${name}.cjs`);
  writeFileSync(file, code);
  const previous = Object.fromEntries(Object.keys(environment).map((key) => [key, process.env[key]]));
  const put = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  put(environment);
  try {
    return createRequire(import.meta.url)(file) as T;
  } finally {
    put(previous);
  }
}

type Answer = { isAuthorized: boolean; context?: unknown };
type Guard = (event: { headers?: Record<string, string> }) => Promise<Answer>;
type Stage = 'AWSCURRENT' | 'AWSPENDING' | 'AWSPREVIOUS';
interface GuardModule {
  handler: Guard;
  makeHandler: (readStage: (stage: Stage) => Promise<string | null>, now: () => number) => Guard;
}

const guardModule = load<GuardModule>('guard', originGuardCode());
const unconfigured = load<GuardModule>('unconfigured', originGuardCode(), { ORIGIN_SECRET_ARN: undefined });

const CURRENT = 'Jq3vN8xZr2LmT5wYk7Hd9Bf4Gs6Pc1Ue0Ao3Ri8Ty5Wn2Xm7Zb4Vc9Ld6Kh1Jg0Qp';
const NEXT = 'Xb7Rt2Wq9Lm4Zn6Kc1Vd8Hs3Gp5Fj0Ya2Uo7Ti9Ee4Wr6Qs1Md3Nb8Lk5Jh0Cx';
const allowed: Answer = { isAuthorized: true, context: ORIGIN_GUARD_CONTEXT };
const refused: Answer = { isAuthorized: false };
const withSecret = (value: string) => ({ headers: { [ORIGIN_VERIFY_HEADER]: value } });

/** A guard over the secret's versions as `stages` holds them, on a clock the test moves. */
function guardOver(stages: Partial<Record<Stage, string>>) {
  const clock = { now: 0 };
  const reads: Stage[] = [];
  const guard = guardModule.makeHandler(
    async (stage) => {
      reads.push(stage);
      return stages[stage] ?? null;
    },
    () => clock.now,
  );
  return { guard, clock, reads, stages };
}

describe('origin guard (the API authorizer)', () => {
  it("lets through a request carrying the secret's current value and tells the handler it came through CloudFront", async () => {
    const { guard } = guardOver({ AWSCURRENT: CURRENT });
    expect(await guard(withSecret(CURRENT))).toEqual(allowed);
  });

  it('refuses a wrong, shorter, longer or missing secret', async () => {
    const { guard } = guardOver({ AWSCURRENT: CURRENT });
    for (const value of [CURRENT.replace(/.$/, '0'), CURRENT.slice(1), `${CURRENT}x`, '']) {
      expect(await guard(withSecret(value)), value).toEqual(refused);
    }
    expect(await guard({ headers: {} })).toEqual(refused);
    expect(await guard({})).toEqual(refused);
  });

  it('during a rotation accepts the value coming in and the one going out, the moment the new one appears', async () => {
    const { guard, clock, stages } = guardOver({ AWSCURRENT: CURRENT });
    expect(await guard(withSecret(CURRENT))).toEqual(allowed);
    // createSecret: the new value is pending; CloudFront starts sending it seconds later.
    stages.AWSPENDING = NEXT;
    clock.now += 2_000;
    expect(await guard(withSecret(NEXT))).toEqual(allowed);
    expect(await guard(withSecret(CURRENT))).toEqual(allowed);
    // finishSecret: the new value is current, the old one previous; late edges still send the old one.
    stages.AWSCURRENT = NEXT;
    stages.AWSPREVIOUS = CURRENT;
    delete stages.AWSPENDING;
    clock.now += 10 * 60_000;
    expect(await guard(withSecret(NEXT))).toEqual(allowed);
    expect(await guard(withSecret(CURRENT))).toEqual(allowed);
    // The next rotation drops it.
    stages.AWSPREVIOUS = NEXT;
    stages.AWSCURRENT = 'Third-value-of-the-origin-secret-after-the-next-rotation-000000';
    clock.now += 10 * 60_000;
    expect(await guard(withSecret(CURRENT))).toEqual(refused);
  });

  it('reads the secret at most once a second for values it does not know, so guesses cannot flood Secrets Manager', async () => {
    const { guard, clock, reads } = guardOver({ AWSCURRENT: CURRENT });
    await guard(withSecret(CURRENT));
    const afterFirst = reads.length;
    for (let guess = 0; guess < 50; guess++) expect(await guard(withSecret(`guess-${guess}`))).toEqual(refused);
    expect(reads.length).toBe(afterFirst);
    clock.now += 1_500;
    await guard(withSecret('another-guess'));
    expect(reads.length).toBe(afterFirst * 2);
  });

  it('keeps the values it read when Secrets Manager does not answer, and refuses everything before it ever read one', async () => {
    let failing = false;
    const clock = { now: 0 };
    const guard = guardModule.makeHandler(
      async (stage) => {
        if (failing) throw new Error('ThrottlingException');
        return stage === 'AWSCURRENT' ? CURRENT : null;
      },
      () => clock.now,
    );
    expect(await guard(withSecret(CURRENT))).toEqual(allowed);
    failing = true;
    clock.now += 10 * 60_000;
    expect(await guard(withSecret(CURRENT))).toEqual(allowed);

    const neverRead = guardModule.makeHandler(
      () => Promise.reject(new Error('AccessDeniedException')),
      () => 0,
    );
    expect(await neverRead(withSecret(CURRENT))).toEqual(refused);
  });

  it('refuses everything when deployed without a secret', async () => {
    expect(await unconfigured.handler(withSecret(CURRENT))).toEqual(refused);
    expect(await unconfigured.handler(withSecret(''))).toEqual(refused);
  });
});

type DistributionConfig = {
  Origins: { Items: { Id: string; CustomHeaders?: { Items: { HeaderName: string; HeaderValue: string }[] } }[] };
};
const rotation = load<{ withOriginHeader: (config: DistributionConfig, value: string) => number }>(
  'rotation',
  originSecretRotationCode(),
);

describe('origin secret rotation (the distribution it changes)', () => {
  it("sets the new value on the API origin's header and leaves every other origin and header as it was", () => {
    const config: DistributionConfig = {
      Origins: {
        Items: [
          { Id: 'site' },
          {
            Id: 'api',
            CustomHeaders: {
              Items: [
                { HeaderName: 'X-Other', HeaderValue: 'kept' },
                { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: CURRENT },
              ],
            },
          },
        ],
      },
    };
    expect(rotation.withOriginHeader(config, NEXT)).toBe(1);
    expect(config.Origins.Items[0]).toEqual({ Id: 'site' });
    expect(config.Origins.Items[1]!.CustomHeaders!.Items).toEqual([
      { HeaderName: 'X-Other', HeaderValue: 'kept' },
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: NEXT },
    ]);
  });

  it('reports a distribution without the header, so the rotation stops before the secret changes', () => {
    expect(rotation.withOriginHeader({ Origins: { Items: [{ Id: 'site' }] } }, NEXT)).toBe(0);
  });
});
