/**
 * Browser entry for the crypto self-test: bundled by esbuild (tests/e2e/crypto-browser-harness.ts)
 * and loaded into headless Chromium. It runs the same operations as the Node unit tests, through
 * the real browser WebCrypto and hash-wasm, and exposes the results on `window`.
 */
import * as c from '@shared/crypto/index';
import frozen from '@shared/crypto/test/test-vectors.json';
import { checkVectors, computeVectors, type CryptoVectors, type VectorCheck } from '@shared/crypto/test/vectors';

export interface SelfTestReport {
  userAgent: string;
  secureContext: boolean;
  results: VectorCheck[];
  /** checkVectors(frozen) run in the browser. */
  vectorChecks: VectorCheck[];
  /** computeVectors() run in the browser, to compare with the frozen file in Node. */
  vectors: CryptoVectors;
}

export interface ReporterSubmission {
  identifier: string;
  password: string;
  reportKeyForOrg: c.PublicKeyEnvelope;
  reportKeyForReporter: c.PasswordEnvelope;
  fields: c.ContentEnvelope;
  file: string;
  fileLength: number;
}

/** Milliseconds per round; raw and chunked alternate within each round. */
export interface BrowserFileBench {
  bytes: number;
  rawEncryptMs: number[];
  chunkedEncryptMs: number[];
  rawDecryptMs: number[];
  chunkedDecryptMs: number[];
}

declare global {
  interface Window {
    runCryptoSelfTest: () => Promise<SelfTestReport>;
    submitLikeReporter: (
      orgSpki: string,
      orgKid: string,
      tenant: string,
      report: string,
    ) => Promise<ReporterSubmission>;
    openAsReporter: (
      submission: ReporterSubmission,
      reply: c.ContentEnvelope,
      tenant: string,
      report: string,
    ) => Promise<string>;
    argon2Default: (password: string, salt: string) => Promise<{ authKey: string; ms: number }>;
    benchFileCrypto: (bytes: number, rounds: number) => Promise<BrowserFileBench>;
  }
}

const FAST = { m: 1024, t: 1, p: 1 };

function pattern(length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (i * 31 + (i >> 8)) & 255;
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

async function errorCode(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'NO_ERROR';
  } catch (error) {
    return error instanceof c.CryptoError ? error.code : `NOT_A_CRYPTO_ERROR: ${String(error)}`;
  }
}

async function rejectsExport(key: CryptoKey): Promise<boolean> {
  const format = key.type === 'private' ? 'pkcs8' : 'raw';
  try {
    await crypto.subtle.exportKey(format, key);
    return false;
  } catch {
    return !key.extractable;
  }
}

async function sameAesKey(a: CryptoKey, b: CryptoKey): Promise<boolean> {
  const ctx = { tenant: 'T', report: 'R', purpose: 'probe' };
  return (await c.decryptContentText(b, await c.encryptContent(a, 'próba', ctx), ctx)) === 'próba';
}

async function samePrivateKey(a: CryptoKey, b: CryptoKey): Promise<boolean> {
  const peer = await c.generateKeyPair();
  const secret = async (key: CryptoKey) =>
    new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: peer.publicKey }, key, 256));
  return sameBytes(await secret(a), await secret(b));
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function roundTrips(): Promise<VectorCheck[]> {
  const results: VectorCheck[] = [];
  const check = async (name: string, run: () => Promise<boolean>) => {
    const started = performance.now();
    try {
      const ok = await run();
      results.push({ name, ok, detail: `${Math.round(performance.now() - started)} ms` });
    } catch (error) {
      const e = error as { code?: string; detail?: string };
      results.push({ name, ok: false, detail: `${e.code ?? ''} ${String(error)} ${e.detail ?? ''}` });
    }
  };
  const ctx = { tenant: 'T1', report: 'R1', purpose: c.CONTENT_PURPOSE.fields };

  await check('key pair: SPKI and JWK export/import keep the kid', async () => {
    const pair = await c.generateKeyPair();
    const spki = await c.importPublicKey(await c.exportPublicKey(pair.publicKey), pair.kid);
    const jwk = await c.importPublicKeyJwk(await c.exportPublicKeyJwk(pair.publicKey), pair.kid);
    return spki.kid === pair.kid && jwk.kid === pair.kid;
  });
  await check('ECDH-ES: report key for the organisation round-trips, non-extractable', async () => {
    const org = await c.generateKeyPair();
    const reportKey = await c.generateReportKey();
    const envelope = await c.wrapKeyForPublicKey(reportKey, 'report-key', org, { context: 'T1/R1' });
    const opened = await c.unwrapKeyWithPrivateKey(envelope, 'report-key', org, { context: 'T1/R1' });
    return (await sameAesKey(reportKey, opened)) && (await rejectsExport(opened));
  });
  await check('ECDH-ES: organisation private key for a staff user round-trips, non-extractable', async () => {
    const org = await c.generateKeyPair();
    const staff = await c.generateKeyPair();
    const envelope = await c.wrapKeyForPublicKey(org.privateKey, 'org-private-key', staff, { context: 'T1' });
    const opened = await c.unwrapKeyWithPrivateKey(envelope, 'org-private-key', staff, { context: 'T1' });
    return (await samePrivateKey(org.privateKey, opened)) && (await rejectsExport(opened));
  });
  await check(
    'password: staff private key round-trips; kek and key non-extractable; wrong password refused',
    async () => {
      const staff = await c.generateKeyPair();
      const keys = await c.derivePasswordKeys('Hasło123!', FAST);
      const envelope = await c.wrapKeyWithPassword(staff.privateKey, 'staff-private-key', keys, { context: 'T1/U1' });
      const opened = await c.unwrapKeyWithPassword(envelope, 'staff-private-key', 'Hasło123!', { context: 'T1/U1' });
      const wrong = await errorCode(() =>
        c.unwrapKeyWithPassword(envelope, 'staff-private-key', 'hasło123!', { context: 'T1/U1' }),
      );
      return (
        (await samePrivateKey(staff.privateKey, opened)) &&
        (await rejectsExport(opened)) &&
        (await rejectsExport(keys.kek)) &&
        wrong === 'WRONG_PASSWORD'
      );
    },
  );
  await check('kek: metadata key round-trips, non-extractable', async () => {
    const keys = await c.derivePasswordKeys('hasło', FAST);
    const metadataKey = await c.generateMetadataKey();
    const envelope = await c.wrapKeyWithKek(metadataKey, 'metadata-key', keys.kek, { context: 'T1' });
    const opened = await c.unwrapKeyWithKek(envelope, 'metadata-key', keys.kek, { context: 'T1' });
    return (await sameAesKey(metadataKey, opened)) && (await rejectsExport(opened));
  });
  await check('recovery key: wraps the organisation key; typo and wrong key give clear errors', async () => {
    const org = await c.generateKeyPair();
    const recoveryKey = await c.generateRecoveryKey();
    const envelope = await c.wrapKeyWithRecoveryKey(org.privateKey, 'org-private-key', recoveryKey, { context: 'T1' });
    const opened = await c.unwrapKeyWithRecoveryKey(
      envelope,
      'org-private-key',
      recoveryKey.toLowerCase().replace(/-/g, ' '),
      {
        context: 'T1',
      },
    );
    const typo = recoveryKey.replace(/^./, (ch) => (ch === 'X' ? 'Y' : 'X'));
    const typoCode = await errorCode(() =>
      c.unwrapKeyWithRecoveryKey(envelope, 'org-private-key', typo, { context: 'T1' }),
    );
    const otherCode = await errorCode(async () =>
      c.unwrapKeyWithRecoveryKey(envelope, 'org-private-key', await c.generateRecoveryKey(), { context: 'T1' }),
    );
    return (
      (await samePrivateKey(org.privateKey, opened)) &&
      (await rejectsExport(opened)) &&
      typoCode === 'BAD_RECOVERY_KEY' &&
      otherCode === 'WRONG_RECOVERY_KEY'
    );
  });
  await check('content: text and JSON round-trip; moved to another report or field refused', async () => {
    const key = await c.generateReportKey();
    const text = 'Zażółć gęślą jaźń — „cytat” 💬';
    const envelope = await c.encryptContent(key, text, ctx);
    const json = await c.encryptJson(key, { a: [1, 'dwa'] }, ctx);
    const movedReport = await errorCode(() => c.decryptContent(key, envelope, { ...ctx, report: 'R2' }));
    const movedField = await errorCode(() => c.decryptContent(key, envelope, { ...ctx, purpose: 'label' }));
    return (
      (await c.decryptContentText(key, envelope, ctx)) === text &&
      JSON.stringify(await c.decryptJson(key, json, ctx)) === '{"a":[1,"dwa"]}' &&
      movedReport === 'DECRYPT_FAILED' &&
      movedField === 'DECRYPT_FAILED'
    );
  });
  await check('files: Blob.stream() through encrypt/decrypt TransformStreams, exact length', async () => {
    const key = await c.generateReportKey();
    const fileCtx = { tenant: 'T1', report: 'R1', purpose: c.CONTENT_PURPOSE.file('F1') };
    const plain = pattern(3 * 65536 + 123);
    const cipher = await readAll(
      new Blob([plain]).stream().pipeThrough(c.encryptFileStream(key, { context: fileCtx })),
    );
    const back = await readAll(new Blob([cipher]).stream().pipeThrough(c.decryptFileStream(key, { context: fileCtx })));
    return cipher.length === c.encryptedFileSize(plain.length) && sameBytes(back, plain);
  });
  await check('files: truncation, reordering, foreign chunks and trailing data refused', async () => {
    const key = await c.generateReportKey();
    const fileCtx = { tenant: 'T1', report: 'R1', purpose: 'file/F1' };
    const a = await c.encryptFile(key, pattern(2 * 65536 + 9), { context: fileCtx });
    const b = await c.encryptFile(key, pattern(2 * 65536 + 9), { context: fileCtx });
    const sealed = 65536 + 16;
    const truncated = a.subarray(0, 16 + sealed);
    const reordered = a.slice();
    reordered.set(a.subarray(16 + sealed, 16 + 2 * sealed), 16);
    reordered.set(a.subarray(16, 16 + sealed), 16 + sealed);
    const foreign = a.slice();
    foreign.set(b.subarray(16, 16 + sealed), 16);
    const trailing = new Uint8Array(a.length + 1);
    trailing.set(a);
    const codes = [
      await errorCode(() => c.decryptFile(key, truncated, { context: fileCtx })),
      await errorCode(() => c.decryptFile(key, reordered, { context: fileCtx })),
      await errorCode(() => c.decryptFile(key, foreign, { context: fileCtx })),
      await errorCode(() => c.decryptFile(key, trailing, { context: fileCtx })),
      await errorCode(() => c.decryptFile(key, a, { context: { ...fileCtx, purpose: 'file/F2' } })),
    ];
    return (
      JSON.stringify(codes) ===
      JSON.stringify(['TRUNCATED', 'DECRYPT_FAILED', 'DECRYPT_FAILED', 'DECRYPT_FAILED', 'DECRYPT_FAILED'])
    );
  });
  await check('reporter secrets: identifier, password, phone case', async () => {
    const identifier = c.generateReporterIdentifier();
    const password = c.generateReporterPassword();
    const reportKey = await c.generateReportKey();
    const keys = await c.deriveReporterKeys(identifier, password, FAST);
    const envelope = await c.wrapKeyWithPassword(reportKey, 'report-key', keys);
    const again = await c.deriveReporterKeys(
      c.formatReporterIdentifier(identifier).toLowerCase(),
      password.toUpperCase(),
      FAST,
    );
    const phone = await c.derivePhoneCaseKeys(identifier, '+48 600 123 456', FAST);
    const phoneEnvelope = await c.wrapKeyWithPassword(reportKey, 'report-key', phone);
    const phoneAgain = await c.derivePhoneCaseKeys(identifier, '600123456', FAST);
    return (
      /^[0-9A-HJKMNP-TV-Z]{10}$/.test(identifier) &&
      /^[2-9a-hjkmnp-z]{5}(-[2-9a-hjkmnp-z]{5}){3}$/.test(password) &&
      (await sameAesKey(reportKey, await c.unwrapKeyWithPassword(envelope, 'report-key', again))) &&
      (await sameAesKey(reportKey, await c.unwrapKeyWithPassword(phoneEnvelope, 'report-key', phoneAgain)))
    );
  });
  await check('envelopes: unknown version and algorithm give clear errors', async () => {
    const key = await c.generateReportKey();
    const envelope = await c.encryptContent(key, 'x', ctx);
    const version = await errorCode(() => c.decryptContent(key, { ...envelope, v: 2 }, ctx));
    const alg = await errorCode(() => c.decryptContent(key, { ...envelope, alg: 'A128GCM' }, ctx));
    let message = '';
    try {
      await c.decryptContent(key, { ...envelope, v: 2 }, ctx);
    } catch (error) {
      message = (error as Error).message;
    }
    return (
      version === 'UNSUPPORTED_VERSION' &&
      alg === 'UNSUPPORTED_ALGORITHM' &&
      message.startsWith('Nieobsługiwana wersja')
    );
  });
  await check('Argon2id at the defaults (64 MiB, t=3, p=1) runs in the browser', async () => {
    const keys = await c.derivePasswordKeys('domyślne');
    return keys.params.m === 65536 && keys.params.t === 3 && keys.params.p === 1 && keys.authKey.length === 43;
  });
  return results;
}

window.runCryptoSelfTest = async () => ({
  userAgent: navigator.userAgent,
  secureContext: window.isSecureContext,
  results: await roundTrips(),
  vectorChecks: await checkVectors(frozen as unknown as CryptoVectors),
  vectors: await computeVectors(),
});

/** What the public form does: encrypt for the organisation and for the reporter's password. */
window.submitLikeReporter = async (orgSpki, orgKid, tenant, report) => {
  const org = await c.importPublicKey(orgSpki, orgKid);
  const identifier = c.generateReporterIdentifier();
  const password = c.generateReporterPassword();
  const reportKey = await c.generateReportKey();
  const context = `${tenant}/${report}`;
  const plain = pattern(65536 + 77);
  const file = await readAll(
    new Blob([plain])
      .stream()
      .pipeThrough(c.encryptFileStream(reportKey, { context: { tenant, report, purpose: 'file/F1' } })),
  );
  return {
    identifier,
    password,
    reportKeyForOrg: await c.wrapKeyForPublicKey(reportKey, 'report-key', org, { context }),
    reportKeyForReporter: await c.wrapKeyWithPassword(
      reportKey,
      'report-key',
      await c.deriveReporterKeys(identifier, password, FAST),
      {
        context,
      },
    ),
    fields: await c.encryptJson(
      reportKey,
      { subject: 'Zgłoszenie z przeglądarki', text: 'Treść: żółć' },
      { tenant, report, purpose: 'fields' },
    ),
    file: c.toBase64Url(file),
    fileLength: plain.length,
  };
};

/** What the reporter inbox does: log in with identifier + password, read the latest staff message. */
window.openAsReporter = async (submission, reply, tenant, report) => {
  const keys = await c.deriveReporterKeys(submission.identifier, submission.password, FAST);
  const reportKey = await c.unwrapKeyWithPassword(submission.reportKeyForReporter, 'report-key', keys, {
    context: `${tenant}/${report}`,
  });
  return c.decryptContentText(reportKey, reply, { tenant, report, purpose: c.CONTENT_PURPOSE.message('M1', 'staff') });
};

window.argon2Default = async (password, salt) => {
  await c.loadArgon2();
  const started = performance.now();
  const keys = await c.derivePasswordKeys(password, { salt: c.fromBase64Url(salt) });
  return { authKey: keys.authKey, ms: performance.now() - started };
};

window.benchFileCrypto = async (bytes, rounds) => {
  const key = await c.importContentKey(crypto.getRandomValues(new Uint8Array(32)));
  const plain = pattern(bytes);
  const iv = new Uint8Array(12);
  const ctx = { tenant: 'T1', report: 'R1', purpose: 'file/F1' };
  const pieces = (data: Uint8Array) => {
    let offset = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= data.length) return controller.close();
        controller.enqueue(data.subarray(offset, offset + 65536));
        offset += 65536;
      },
    });
  };
  const discard = () => new WritableStream<Uint8Array>({ write() {} });
  const raw = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const chunked = await c.encryptFile(key, plain, { context: ctx });
  const runs: Record<keyof Omit<BrowserFileBench, 'bytes'>, () => Promise<unknown>> = {
    rawEncryptMs: () => crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain),
    chunkedEncryptMs: () =>
      pieces(plain)
        .pipeThrough(c.encryptFileStream(key, { context: ctx }))
        .pipeTo(discard()),
    rawDecryptMs: () => crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, raw),
    chunkedDecryptMs: () =>
      pieces(chunked)
        .pipeThrough(c.decryptFileStream(key, { context: ctx }))
        .pipeTo(discard()),
  };
  const result: BrowserFileBench = {
    bytes,
    rawEncryptMs: [],
    chunkedEncryptMs: [],
    rawDecryptMs: [],
    chunkedDecryptMs: [],
  };
  for (const run of Object.values(runs)) await run(); // warm-up
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(runs) as Array<[keyof typeof runs, () => Promise<unknown>]>) {
      const started = performance.now();
      await run();
      result[name].push(performance.now() - started);
    }
  }
  return result;
};

// Marks the page ready for the harness.
document.title = 'crypto-self-test-ready';
export {};
