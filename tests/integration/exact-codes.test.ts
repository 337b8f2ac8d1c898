/**
 * Codes people type, compared as documented: the external share code exactly, letter case
 * included (decision 53); the SMS code as its six digits and nothing else; the inbox
 * login's secret exactly, while the identifier and the reporter password forgive what
 * docs/security.md §10 says they forgive (case, dashes, spaces, and the identifier's O→0, I/L→1).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  downloadShare,
  getInboxReport,
  getSession,
  logInToInbox,
  loginSms,
  sendShareCode,
} from '@shared/contracts/index.js';
import { deriveReporterKeys, formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { externalTexts } from '@shared/messages/external.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { logIn, registerOrganisation, testArgon } from '../support/accounts.js';
import { forwardReport, lastShareCode, lastShareId, sampleMessage } from '../support/forwards.js';
import { logInAsReporter } from '../support/inbox.js';
import { smsTo } from '../support/outbox.js';
import type { GivenReport } from '../support/report-fixtures.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';
import { enableSmsLogin } from '../support/staff-fixtures.js';

/** The text with the letter case of its first cased character swapped. */
function oneLetterSwapped(text: string): string {
  const at = [...text].findIndex((letter) => letter.toLowerCase() !== letter.toUpperCase());
  if (at < 0) throw new Error(`no letter in ${text}`);
  const letters = [...text];
  const letter = letters[at]!;
  letters[at] = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  return letters.join('');
}

let org: Organisation;
beforeAll(async () => {
  org = await organisationWithStaff();
});

describe('the external download code', () => {
  it('is case-sensitive: the right code with one letter’s case changed is refused, the exact one then downloads', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const emailTo = uniqueEmail('organ');
    expect((await forwardReport(org.clients.mainAdmin, report.reportId, sampleMessage(emailTo))).sent.status).toBe(200);
    const shareId = await lastShareId(emailTo);
    expect((await new TestClient().call(sendShareCode, { params: { shareId } })).status).toBe(200);
    const { code } = await lastShareCode(emailTo);

    const swapped = oneLetterSwapped(code);
    expect(swapped.toLowerCase()).toBe(code.toLowerCase());
    const refused = await new TestClient().call(downloadShare, { params: { shareId }, body: { code: swapped } });
    expect([refused.status, refused.body.message]).toEqual([403, externalTexts.downloadFailed]);
    for (const loose of [code.toLowerCase(), code.toUpperCase()].filter((other) => other !== code)) {
      expect((await new TestClient().call(downloadShare, { params: { shareId }, body: { code: loose } })).status).toBe(
        403,
      );
    }
    const exact = await new TestClient().call(downloadShare, { params: { shareId }, body: { code } });
    expect([exact.status, exact.body.downloadCount]).toEqual([200, 1]);
  });
});

describe('the SMS login code', () => {
  it('is its six ASCII digits: padded or in other digits it is refused as malformed (400), a digit changed is wrong (401), the exact one logs in', async () => {
    const { email, password } = await registerOrganisation();
    const phone = String(500_000_000 + Math.floor(Math.random() * 99_999_999));
    await enableSmsLogin(email, phone);
    const { client, answer } = await logIn(email, password);
    const challengeId = (answer.body as { challengeId: string }).challengeId;
    const code = /(\d{6})/.exec((await smsTo(phone)).at(-1)?.message ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const fullWidth = code.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
    for (const malformed of [` ${code}`, `${code} `, fullWidth]) {
      expect(
        (await client.call(loginSms, { body: { challengeId, code: malformed } })).status,
        JSON.stringify(malformed),
      ).toBe(400);
    }
    const changed = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    expect((await client.call(loginSms, { body: { challengeId, code: changed } })).status).toBe(401);
    expect((await client.call(loginSms, { body: { challengeId, code } })).status).toBe(200);
    expect((await client.call(getSession)).body.email).toBe(email);
  });
});

describe('the inbox login', () => {
  /** A report whose identifier has a 0 or a 1, so that its look-alike letters can be typed. */
  async function reportWithLookAlikes(): Promise<GivenReport> {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const report = await org.report(org.mine);
      if (/[01]/.test(report.identifier)) return report;
    }
    throw new Error('no identifier with 0 or 1 in 40 reports');
  }

  it('takes the identifier as docs/security.md §10 says: lower case, spaces, no dashes, O for 0, I or L for 1', async () => {
    const report = await reportWithLookAlikes();
    const grouped = formatReporterIdentifier(report.identifier);
    const typed = [
      grouped.toLowerCase().replace(/-/g, ' '),
      report.identifier.replace(/0/g, 'O').replace(/1/g, 'I'),
      report.identifier.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l'),
    ];
    for (const identifier of typed) {
      const reporter = await logInAsReporter(report, { identifier });
      expect((await reporter.call(getInboxReport)).body.identifier, identifier).toBe(grouped);
    }
  });

  it('forgives the password’s case, spaces and dashes (they never reach the server), but compares the login secret exactly', async () => {
    const report = await org.report(org.mine);
    const typed = report.reporterPassword.toUpperCase().replace(/(.{5})/g, '$1 - ');
    const forgiving = await deriveReporterKeys(report.identifier, typed, testArgon);
    expect(
      (
        await new TestClient().call(logInToInbox, {
          body: { identifier: report.identifier, authKey: forgiving.authKey },
        })
      ).status,
    ).toBe(200);

    const exact = await deriveReporterKeys(report.identifier, report.reporterPassword, testArgon);
    const swapped = oneLetterSwapped(exact.authKey);
    const refused = await new TestClient().call(logInToInbox, {
      body: { identifier: report.identifier, authKey: swapped },
    });
    expect(refused.status).toBe(401);
  });
});
