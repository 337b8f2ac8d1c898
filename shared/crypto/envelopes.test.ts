import { beforeAll, describe, expect, it } from 'vitest';
import { decryptContent, encryptContent, generateReportKey } from './content';
import { parseEnvelope, ZContentEnvelope, ZKekEnvelope, ZPasswordEnvelope, ZPublicKeyEnvelope } from './envelopes';
import type { CryptoErrorCode } from './errors';
import { generateKeyPair, type KeyPair } from './keypairs';
import { derivePasswordKeys, type PasswordKeys } from './password';
import { generateRecoveryKey, unwrapKeyWithRecoveryKey, wrapKeyWithRecoveryKey } from './recovery-key';
import {
  cryptoErrorOf,
  envelopeMutations,
  FAST_ARGON2,
  jsonCharacterMutations,
  survivingMutations,
} from './test/testing';
import {
  passwordEnvelopeParams,
  unwrapKeyWithKek,
  unwrapKeyWithPassword,
  unwrapKeyWithPrivateKey,
  wrapKeyForPublicKey,
  wrapKeyWithKek,
  wrapKeyWithPassword,
} from './wrap';

const PARSE_ERRORS: CryptoErrorCode[] = ['MALFORMED', 'UNSUPPORTED_VERSION', 'UNSUPPORTED_ALGORITHM'];
const ctx = { tenant: 'T1', report: 'R1', purpose: 'fields' };

interface Case {
  name: string;
  envelope: Record<string, unknown>;
  open: (envelope: unknown) => Promise<unknown>;
  /** The code a changed byte of an authenticated field must produce. */
  failure: CryptoErrorCode;
  /** Runs Argon2id on every open: only in the per-field loop (the cached case runs the same code in every loop). */
  slow?: boolean;
}

const cases: Case[] = [];

/** Argon2id runs once per distinct (salt, m, t, p): a changed iv or ct needs no new derivation. */
const derived = new Map<string, Promise<PasswordKeys>>();
async function unwrapWithPasswordCached(envelope: unknown): Promise<CryptoKey> {
  const params = passwordEnvelopeParams(envelope);
  const id = JSON.stringify([[...params.salt], params.m, params.t, params.p]);
  if (!derived.has(id)) derived.set(id, derivePasswordKeys('hasło', params));
  return unwrapKeyWithPassword(envelope, 'org-private-key', await (derived.get(id) as Promise<PasswordKeys>));
}

beforeAll(async () => {
  const org: KeyPair = await generateKeyPair();
  const reportKey = await generateReportKey();
  const keys = await derivePasswordKeys('hasło', FAST_ARGON2);
  const recoveryKey = await generateRecoveryKey();
  cases.push(
    {
      name: 'public-key envelope (ECDH-ES+A256GCM), reader checks kid',
      envelope: await wrapKeyForPublicKey(reportKey, 'report-key', org, { context: 'T1/R1' }),
      open: (e) => unwrapKeyWithPrivateKey(e, 'report-key', org, { context: 'T1/R1' }),
      failure: 'DECRYPT_FAILED',
    },
    {
      name: 'public-key envelope (ECDH-ES+A256GCM), reader without kid',
      envelope: await wrapKeyForPublicKey(reportKey, 'report-key', org, { context: 'T1/R1' }),
      open: (e) => unwrapKeyWithPrivateKey(e, 'report-key', org.privateKey, { context: 'T1/R1' }),
      failure: 'DECRYPT_FAILED',
    },
    {
      name: 'password envelope (ARGON2ID+A256GCM)',
      envelope: await wrapKeyWithPassword(reportKey, 'report-key', 'hasło', { params: FAST_ARGON2 }),
      open: (e) => unwrapKeyWithPassword(e, 'report-key', 'hasło'),
      failure: 'WRONG_PASSWORD',
      slow: true,
    },
    {
      name: 'password envelope (ARGON2ID+A256GCM), reader with derived keys',
      envelope: await wrapKeyWithPassword(org.privateKey, 'org-private-key', 'hasło', { params: FAST_ARGON2 }),
      open: unwrapWithPasswordCached,
      failure: 'WRONG_PASSWORD',
    },
    {
      name: 'kek envelope (A256GCMKW)',
      envelope: await wrapKeyWithKek(reportKey, 'report-key', keys.kek),
      open: (e) => unwrapKeyWithKek(e, 'report-key', keys.kek),
      failure: 'DECRYPT_FAILED',
    },
    {
      name: 'recovery envelope (A256GCMKW)',
      envelope: await wrapKeyWithRecoveryKey(org.privateKey, 'org-private-key', recoveryKey),
      open: (e) => unwrapKeyWithRecoveryKey(e, 'org-private-key', recoveryKey),
      failure: 'WRONG_RECOVERY_KEY',
    },
    {
      name: 'content envelope (A256GCM)',
      envelope: await encryptContent(reportKey, 'Treść zgłoszenia', ctx),
      open: (e) => decryptContent(reportKey, e, ctx),
      failure: 'DECRYPT_FAILED',
    },
  );
});

describe('every envelope type', () => {
  it('opens when untouched, as an object or as its JSON text', async () => {
    for (const c of cases) {
      await c.open(c.envelope);
      await c.open(JSON.stringify(c.envelope));
    }
  });

  it('rejects a flipped byte in any field, a shorter or longer field, a changed number or string, a missing or extra field', async () => {
    for (const c of cases) {
      const mutations = envelopeMutations(c.envelope);
      expect(mutations.length).toBeGreaterThan(20);
      const survivors = await survivingMutations(mutations, c.open, [c.failure, 'WRONG_KEY', ...PARSE_ERRORS]);
      expect(survivors, c.name).toEqual([]);
    }
    // Hundreds of real decryptions (some through Argon2-derived keys): CPU-bound, seconds on a busy machine.
  }, 30_000);

  it('reports a flipped byte of an authenticated field with the failure code of that envelope, never a crash', async () => {
    for (const c of cases.filter((x) => !x.slow)) {
      const byteFlips = envelopeMutations(c.envelope).filter((m) => /byte \d+ \^/.test(m.description));
      const survivors = await survivingMutations(byteFlips, c.open, [c.failure]);
      expect(survivors, c.name).toEqual([]);
    }
  });

  it('rejects a change of any single character of the JSON text', async () => {
    for (const c of cases.filter((x) => !x.slow)) {
      const mutations = jsonCharacterMutations(c.envelope).map((value, i) => ({ description: `char ${i}`, value }));
      const survivors = await survivingMutations(mutations, c.open, [c.failure, 'WRONG_KEY', ...PARSE_ERRORS]);
      expect(survivors, c.name).toEqual([]);
    }
  });

  it('says UNSUPPORTED_VERSION for another version, in Polish, never falling back', async () => {
    for (const c of cases) {
      for (const v of [0, 2, '1', null]) {
        const error = await cryptoErrorOf(() => c.open({ ...c.envelope, v }));
        expect(error.code, `${c.name} v=${String(v)}`).toBe('UNSUPPORTED_VERSION');
        expect(error.message).toMatch(/Nieobsługiwana wersja/);
      }
    }
  });

  it('says UNSUPPORTED_ALGORITHM for an unknown algorithm or another envelope type', async () => {
    for (const c of cases) {
      for (const alg of [
        'A128GCM',
        'ECDH-ES+A128KW',
        'none',
        'ARGON2ID+A256GCM',
        'A256GCM',
        'ECDH-ES+A256GCM',
        'A256GCMKW',
      ].filter((alg) => alg !== c.envelope.alg)) {
        const error = await cryptoErrorOf(() => c.open({ ...c.envelope, alg }));
        expect(error.code, `${c.name} alg=${alg}`).toBe('UNSUPPORTED_ALGORITHM');
      }
    }
  });

  it('says MALFORMED for something that is not an envelope at all', async () => {
    for (const c of cases) {
      for (const garbage of ['', 'null', '{', '[]', 42, null, undefined, { alg: c.envelope.alg }]) {
        expect((await cryptoErrorOf(() => c.open(garbage))).code).toBe('MALFORMED');
      }
    }
  });
});

describe('zod schemas', () => {
  it('are exported and accept exactly the envelopes we make', () => {
    const schemas = [
      ZPublicKeyEnvelope,
      ZPublicKeyEnvelope,
      ZPasswordEnvelope,
      ZPasswordEnvelope,
      ZKekEnvelope,
      ZKekEnvelope,
      ZContentEnvelope,
    ];
    cases.forEach((c, i) => expect(schemas[i]?.safeParse(c.envelope).success, c.name).toBe(true));
    expect(ZContentEnvelope.safeParse(cases[0]?.envelope).success).toBe(false);
  });

  it('bound Argon2 parameters so that a hostile envelope cannot ask for gigabytes', async () => {
    const password = cases[2]?.envelope as Record<string, unknown>;
    for (const bad of [{ m: 4 * 1024 * 1024 }, { t: 100 }, { p: 16 }, { m: 512 }, { m: 1024.5 }]) {
      expect((await cryptoErrorOf(async () => parseEnvelope('ARGON2ID+A256GCM', { ...password, ...bad }))).code).toBe(
        'MALFORMED',
      );
    }
  });
});
