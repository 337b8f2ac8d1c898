import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailReportLimits } from '@shared/domain/email-reports.js';
import { messageRefusal, parseInboundMessage, senderVerified, type MailReceipt } from './email-message.js';

const mail = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));
/** A hand-written message of tests/fixtures/email/, with CRLF line ends as on the wire. */
const fixture = (name: string) =>
  new TextEncoder().encode(
    readFileSync(new URL(`../../tests/fixtures/email/${name}.eml`, import.meta.url), 'utf8').replace(/\r?\n/g, '\r\n'),
  );

const passed = { spam: 'PASS', virus: 'PASS', spf: 'PASS', dkim: 'PASS', dmarc: 'PASS' };
/** What SES says of a message a person sent from their own mailbox. */
const receipt = (overrides: Partial<MailReceipt> = {}): MailReceipt => ({
  envelopeSender: 'jan@example.com',
  verdicts: passed,
  ...overrides,
});

describe('the e-mail channel reading a received message', () => {
  it('takes the From address (never Reply-To), the decoded subject, the text and named attachments', async () => {
    const message = await parseInboundMessage(
      mail([
        'From: "Anna Nowak" <Anna.Nowak@Example.com>',
        'Reply-To: anna.prywatna@example.org',
        'To: zgloszenia@reports.ostoja.pl',
        'Subject: =?UTF-8?Q?Zg=C5=82oszenie_nadu=C5=BCycia?=',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="x"',
        '',
        '--x',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Treść zgłoszenia — zażółć gęślą jaźń.',
        '--x',
        'Content-Type: application/octet-stream',
        'Content-Transfer-Encoding: base64',
        'Content-Disposition: attachment',
        '',
        Buffer.from('bez nazwy').toString('base64'),
        '--x--',
        '',
      ]),
    );
    expect(message.from).toEqual({ address: 'anna.nowak@example.com', name: 'Anna Nowak' });
    expect(message.subject).toBe('Zgłoszenie nadużycia');
    expect(message.text).toBe('Treść zgłoszenia — zażółć gęślą jaźń.');
    expect(message.attachments.map((a) => [a.name, new TextDecoder().decode(a.content)])).toEqual([
      ['zalacznik-1', 'bez nazwy'],
    ]);
    expect(messageRefusal(1000, message, receipt())).toBeNull();
  });

  it('answers the From of a message whose Reply-To names someone else', async () => {
    const message = await parseInboundMessage(fixture('reply-to'));
    expect(message.from).toEqual({ address: 'jan.nowak@przyklad-nadawca.example', name: 'Jan Nowak' });
    expect(JSON.stringify(message.from)).not.toContain('ktos.inny');
    expect(messageRefusal(1000, message, receipt({ envelopeSender: 'jan.nowak@przyklad-nadawca.example' }))).toBeNull();
  });

  it('reads a message of HTML only as its text', async () => {
    const message = await parseInboundMessage(
      mail([
        'From: jan@example.com',
        'Subject: x',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Akapit <b>pierwszy</b></p>',
        '',
      ]),
    );
    expect(message.from).toEqual({ address: 'jan@example.com', name: '' });
    expect(message.text).toContain('Akapit pierwszy');
  });

  it('keeps the cells of an HTML table apart, one row a line', async () => {
    const message = await parseInboundMessage(fixture('html-table'));
    const lines = message.text.split('\n').map((line) => line.trim().split(/\s{2,}/));
    expect(lines).toContainEqual(['Data', 'Odbiorca', 'Kwota']);
    expect(lines).toContainEqual(['03.02.2026', 'Usługi Budowlane XYZ', '40 000 zł']);
    expect(lines).toContainEqual(['17.02.2026', 'Usługi Budowlane XYZ', '12 500 zł']);
    expect(message.text).toContain('przesyłam zestawienie przelewów do firmy powiązanej z\u00a0kierownikiem:');
    expect(message.text).not.toContain('OdbiorcaKwota');
  });

  it('loses no text: HTML beside an attachment, and a text part followed by an HTML part', async () => {
    const table = '<table><tr><td>Kasa</td><td>brak 3 000 zł</td></tr></table>';
    const htmlWithFile = await parseInboundMessage(
      mail([
        'From: jan@example.com',
        'Content-Type: multipart/mixed; boundary=x',
        '',
        '--x',
        'Content-Type: text/html; charset=utf-8',
        '',
        `<p>Opis</p>${table}`,
        '--x',
        'Content-Type: application/pdf',
        'Content-Disposition: attachment; filename=raport.pdf',
        '',
        'abc',
        '--x--',
        '',
      ]),
    );
    expect(htmlWithFile.text).toMatch(/^Opis\n+Kasa {2,}brak 3 000 zł$/);
    const textThenHtml = await parseInboundMessage(
      mail([
        'From: jan@example.com',
        'Content-Type: multipart/mixed; boundary=x',
        '',
        '--x',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Najpierw zwykły tekst.',
        '--x',
        'Content-Type: text/html; charset=utf-8',
        '',
        table,
        '--x--',
        '',
      ]),
    );
    expect(textThenHtml.text).toMatch(/^Najpierw zwykły tekst\.\n+Kasa {2,}brak 3 000 zł$/);
    const alternative = await parseInboundMessage(
      mail([
        'From: jan@example.com',
        'Content-Type: multipart/alternative; boundary=x',
        '',
        '--x',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Kasa: brak 3 000 zł',
        '--x',
        'Content-Type: text/html; charset=utf-8',
        '',
        table,
        '--x--',
        '',
      ]),
    );
    expect(alternative.text).toMatch(/^Kasa {2,}brak 3 000 zł$/);
  });

  it('refuses spam by verdict or header, mail without a From address, and oversized ones', async () => {
    const base = ['From: jan@example.com', 'Subject: x', ''];
    const parsed = (headers: string[], body = 'treść') => parseInboundMessage(mail([...headers, ...base, body, '']));
    expect(messageRefusal(100, await parsed([]), receipt({ verdicts: { ...passed, spam: 'FAIL' } }))).toBe('spam');
    expect(messageRefusal(100, await parsed([]), receipt())).toBeNull();
    expect(messageRefusal(100, await parsed(['X-SES-Virus-Verdict: FAIL']), receipt())).toBe('spam');
    expect(messageRefusal(100, await parsed(['X-Spam-Flag: yes']), receipt())).toBe('spam');
    expect(messageRefusal(100, await parsed(['X-Spam-Flag: NO']), receipt())).toBeNull();
    expect(
      messageRefusal(
        100,
        await parseInboundMessage(mail(['Reply-To: jan@example.com', 'Subject: x', '', 'treść', ''])),
        receipt(),
      ),
    ).toBe('noSender');
    expect(messageRefusal(emailReportLimits.messageMaxBytes + 1, await parsed([]), receipt())).toBe('oversized');
    expect(messageRefusal(100, await parsed([], 'x'.repeat(emailReportLimits.textMaxChars)), receipt())).toBeNull();
    expect(messageRefusal(100, await parsed([], 'x'.repeat(emailReportLimits.textMaxChars + 1)), receipt())).toBe(
      'oversized',
    );
  });

  it('refuses more than 20 attachments for their number, not their size', async () => {
    const message = await parseInboundMessage(fixture('21-attachments'));
    expect(message.attachments).toHaveLength(emailReportLimits.attachmentsMax + 1);
    expect(messageRefusal(10_000, message, receipt())).toBe('tooManyFiles');
    expect(messageRefusal(10_000, { ...message, attachments: message.attachments.slice(1) }, receipt())).toBeNull();
  });
});

describe('the e-mail channel never answers a machine (RFC 3834)', () => {
  const plain = (headers: string[]) =>
    parseInboundMessage(mail(['From: jan@example.com', 'Subject: x', ...headers, '', 'treść', '']));

  it('refuses a newsletter (List-Id, List-Unsubscribe, Precedence: bulk) whatever its Reply-To', async () => {
    expect(
      messageRefusal(
        1000,
        await parseInboundMessage(fixture('newsletter')),
        receipt({ envelopeSender: 'bounces+7731@mailing.sklep-przyklad.example' }),
      ),
    ).toBe('autoSubmitted');
    expect(messageRefusal(100, await plain(['List-Id: <lista.example.com>']), receipt())).toBe('autoSubmitted');
    expect(messageRefusal(100, await plain(['List-Unsubscribe: <mailto:wypisz@example.com>']), receipt())).toBe(
      'autoSubmitted',
    );
    for (const precedence of ['bulk', 'list', 'junk', 'Bulk'])
      expect(messageRefusal(100, await plain([`Precedence: ${precedence}`]), receipt())).toBe('autoSubmitted');
    expect(messageRefusal(100, await plain(['Precedence: first-class']), receipt())).toBeNull();
  });

  it('refuses a bounce from the null sender, by the envelope or the Return-Path', async () => {
    expect(messageRefusal(1000, await parseInboundMessage(fixture('bounce')), receipt({ envelopeSender: '' }))).toBe(
      'autoSubmitted',
    );
    expect(messageRefusal(100, await plain([]), receipt({ envelopeSender: '' }))).toBe('autoSubmitted');
    expect(messageRefusal(100, await plain([]), receipt({ envelopeSender: '<>' }))).toBe('autoSubmitted');
    expect(
      messageRefusal(
        100,
        await parseInboundMessage(mail(['Return-Path: <>', 'From: jan@example.com', '', 'treść', ''])),
        receipt(),
      ),
    ).toBe('autoSubmitted');
  });

  it('refuses an auto-reply (Auto-Submitted other than no)', async () => {
    expect(messageRefusal(1000, await parseInboundMessage(fixture('auto-reply')), receipt())).toBe('autoSubmitted');
    expect(messageRefusal(100, await plain(['Auto-Submitted: auto-generated']), receipt())).toBe('autoSubmitted');
    expect(messageRefusal(100, await plain(['Auto-Submitted: no']), receipt())).toBeNull();
  });
});

describe('the e-mail channel answers only a verified sender', () => {
  const from = (address: string) => parseInboundMessage(mail([`From: ${address}`, 'Subject: x', '', 'treść', '']));

  it('trusts SES’s DMARC verdict: PASS is verified, FAIL is not', async () => {
    const message = await from('jan@example.com');
    expect(senderVerified(message, receipt())).toBe(true);
    expect(senderVerified(message, receipt({ verdicts: { ...passed, dmarc: 'FAIL' } }))).toBe(false);
    // DMARC failed: a DKIM or SPF pass for another domain proves nothing of the From.
    expect(senderVerified(message, receipt({ verdicts: { spf: 'PASS', dkim: 'PASS', dmarc: 'FAIL' } }))).toBe(false);
  });

  it('without a DMARC verdict (no policy published), only an SPF pass for the From’s own domain', async () => {
    const message = await from('Jan@Example.com');
    for (const dmarc of ['GRAY', 'PROCESSING_FAILED', undefined]) {
      expect(
        senderVerified(
          message,
          receipt({ envelopeSender: 'bounce@example.com', verdicts: { spf: 'PASS', dkim: 'GRAY', dmarc } }),
        ),
      ).toBe(true);
      expect(
        senderVerified(message, receipt({ envelopeSender: 'bounce@EXAMPLE.COM', verdicts: { spf: 'PASS', dmarc } })),
      ).toBe(true);
      expect(
        senderVerified(
          message,
          receipt({ envelopeSender: 'bounce@mailer.example.net', verdicts: { spf: 'PASS', dkim: 'PASS', dmarc } }),
        ),
      ).toBe(false);
      expect(
        senderVerified(
          message,
          receipt({ envelopeSender: 'bounce@sub.example.com', verdicts: { spf: 'PASS', dmarc } }),
        ),
      ).toBe(false);
      expect(
        senderVerified(
          message,
          receipt({ envelopeSender: 'bounce@example.com', verdicts: { spf: 'FAIL', dkim: 'PASS', dmarc } }),
        ),
      ).toBe(false);
      expect(
        senderVerified(message, receipt({ envelopeSender: 'bounce@example.com', verdicts: { spf: 'GRAY', dmarc } })),
      ).toBe(false);
    }
  });

  it('a message naming two authors is unverified whatever the verdicts (which From did DMARC check?)', async () => {
    const twoHeaders = await parseInboundMessage(
      mail(['From: ja@podszywacz.example', 'From: prezes@firma.example', 'Subject: x', '', 'treść', '']),
    );
    const twoMailboxes = await parseInboundMessage(
      mail(['From: ja@podszywacz.example, prezes@firma.example', 'Subject: x', '', 'treść', '']),
    );
    for (const message of [twoHeaders, twoMailboxes]) {
      expect(message.singleFrom).toBe(false);
      expect(senderVerified(message, receipt({ envelopeSender: 'ja@podszywacz.example' }))).toBe(false);
      expect(messageRefusal(100, message, receipt())).toBeNull();
    }
    expect((await from('jan@example.com')).singleFrom).toBe(true);
  });

  it('no verdicts at all is unverified', async () => {
    expect(senderVerified(await from('jan@example.com'), { envelopeSender: 'jan@example.com', verdicts: {} })).toBe(
      false,
    );
  });
});
