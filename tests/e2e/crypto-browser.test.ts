/**
 * shared/crypto in headless Chromium: the same round trips as the Node unit tests, the frozen
 * vectors (recomputed and decrypted in the browser), non-extractable keys, Argon2id at the
 * defaults, and interoperability both ways between the browser and Node.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@shared/crypto/index';
import frozen from '@shared/crypto/test/test-vectors.json';
import type { CryptoVectors } from '@shared/crypto/test/vectors';
import type { SelfTestReport } from './crypto-browser-entry';
import { type CryptoPage, openCryptoPage } from './crypto-browser-harness';

const FAST = { m: 1024, t: 1, p: 1 };
let session: CryptoPage;
let report: SelfTestReport;

beforeAll(async () => {
  session = await openCryptoPage();
  report = await session.page.evaluate(() => window.runCryptoSelfTest());
}, 120_000);

afterAll(async () => {
  await session?.close();
});

describe('shared/crypto in Chromium', () => {
  it('runs in a secure context of a real Chromium', () => {
    expect(report.userAgent).toMatch(/Chrome\//);
    expect(report.secureContext).toBe(true);
  });

  it('passes every round trip, tampering and error check of the self-test', () => {
    expect(report.results.length).toBeGreaterThanOrEqual(12);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
  });

  it('keeps unwrapped keys and keks non-extractable (checked inside the self-test)', () => {
    const nonExtractable = report.results.filter((r) => /non-extractable/.test(r.name));
    expect(nonExtractable.length).toBeGreaterThanOrEqual(4);
    expect(nonExtractable.every((r) => r.ok)).toBe(true);
  });

  it('reproduces the frozen test vectors byte for byte', () => {
    expect(report.vectors).toEqual(frozen as unknown as CryptoVectors);
  });

  it('decrypts the frozen test vectors', () => {
    expect(report.vectorChecks.length).toBeGreaterThanOrEqual(15);
    expect(report.vectorChecks.filter((r) => !r.ok)).toEqual([]);
  });

  it('derives the same Argon2id keys at the defaults (64 MiB, t=3, p=1) as Node', async () => {
    const salt = c.toBase64Url(new Uint8Array(16).fill(3));
    const inBrowser = await session.page.evaluate(([password, s]) => window.argon2Default(password, s), [
      'Hasło ąę 123',
      salt,
    ] as const);
    const inNode = await c.derivePasswordKeys('Hasło ąę 123', { salt: c.fromBase64Url(salt) });
    expect(inBrowser.authKey).toBe(inNode.authKey);
  });

  it('lets Node read what the browser encrypted for the organisation, and the browser read Node’s reply', async () => {
    const org = await c.generateKeyPair();
    const spki = await c.exportPublicKey(org.publicKey);
    const [tenant, reportId] = ['T9', 'R9'];
    const submission = await session.page.evaluate(([s, kid, t, r]) => window.submitLikeReporter(s, kid, t, r), [
      spki,
      org.kid,
      tenant,
      reportId,
    ] as const);

    const reportKey = await c.unwrapKeyWithPrivateKey(submission.reportKeyForOrg, 'report-key', org, {
      context: `${tenant}/${reportId}`,
    });
    expect(await c.decryptJson(reportKey, submission.fields, { tenant, report: reportId, purpose: 'fields' })).toEqual({
      subject: 'Zgłoszenie z przeglądarki',
      text: 'Treść: żółć',
    });
    const file = await c.decryptFile(reportKey, c.fromBase64Url(submission.file), {
      context: { tenant, report: reportId, purpose: 'file/F1' },
    });
    expect(file.length).toBe(submission.fileLength);
    expect(c.encryptedFileSize(submission.fileLength)).toBe(c.fromBase64Url(submission.file).length);

    const reporterKeys = await c.deriveReporterKeys(submission.identifier, submission.password, FAST);
    await c.unwrapKeyWithPassword(submission.reportKeyForReporter, 'report-key', reporterKeys, {
      context: `${tenant}/${reportId}`,
    });

    const reply = await c.encryptContent(reportKey, 'Dziękujemy, sprawa w toku.', {
      tenant,
      report: reportId,
      purpose: c.CONTENT_PURPOSE.message('M1', 'staff'),
    });
    const read = await session.page.evaluate(([s, r, t, id]) => window.openAsReporter(s, r, t, id), [
      submission,
      reply,
      tenant,
      reportId,
    ] as const);
    expect(read).toBe('Dziękujemy, sprawa w toku.');
  });

  it("needs 'wasm-unsafe-eval' in the CSP for Argon2id, and says UNSUPPORTED_ENVIRONMENT without it", async () => {
    const salt = c.toBase64Url(new Uint8Array(16));
    const argon2 = (page: Page) =>
      page.evaluate(
        (s) =>
          window.argon2Default('hasło', s).then(
            () => 'ok',
            (e: { code?: string }) => e.code ?? 'unknown',
          ),
        salt,
      );
    expect(await argon2(await session.openPath('/csp-wasm'))).toBe('ok');
    expect(await argon2(await session.openPath('/csp-self'))).toBe('UNSUPPORTED_ENVIRONMENT');
  });

  it('logged no page errors', () => {
    expect(session.errors).toEqual([]);
  });
});
