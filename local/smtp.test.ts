import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localVerdicts } from './smtp.js';

const fixture = (name: string) =>
  new TextEncoder().encode(
    readFileSync(new URL(`../tests/fixtures/email/${name}.eml`, import.meta.url), 'utf8').replace(/\r?\n/g, '\r\n'),
  );
const mail = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

describe('the local SMTP server’s stand-in for SES’s sender verdicts', () => {
  it('passes every message, unless its header says X-Ostoja-Local-Verdict: fail', () => {
    const passed = { spf: 'PASS', dkim: 'PASS', dmarc: 'PASS' };
    const failed = { spf: 'FAIL', dkim: 'FAIL', dmarc: 'FAIL' };
    expect(localVerdicts(fixture('reply-to'))).toEqual(passed);
    expect(localVerdicts(fixture('unverified-sender'))).toEqual(failed);
    expect(localVerdicts(mail(['From: jan@example.com', 'x-ostoja-local-verdict:  FAIL ', '', 'treść']))).toEqual(
      failed,
    );
    expect(localVerdicts(mail(['From: jan@example.com', 'X-Ostoja-Local-Verdict: pass', '', 'treść']))).toEqual(passed);
    // Only the header counts, not the same words in the text.
    expect(localVerdicts(mail(['From: jan@example.com', '', 'X-Ostoja-Local-Verdict: fail']))).toEqual(passed);
  });
});
