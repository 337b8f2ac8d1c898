import { describe, expect, it } from 'vitest';
import { emailReportLimits } from '@shared/domain/email-reports.js';
import { messageRefusal, parseInboundMessage } from './email-message.js';

const mail = (lines: string[]) => new TextEncoder().encode(lines.join('\r\n'));

describe('the e-mail channel reading a received message', () => {
  it('takes the reply address from Reply-To, else From, the decoded subject, the text and named attachments', async () => {
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
    expect(message.sender).toEqual({ address: 'anna.prywatna@example.org', name: '' });
    expect(message.subject).toBe('Zgłoszenie nadużycia');
    expect(message.text).toBe('Treść zgłoszenia — zażółć gęślą jaźń.');
    expect(message.attachments.map((a) => [a.name, new TextDecoder().decode(a.content)])).toEqual([['zalacznik-1', 'bez nazwy']]);
    expect(messageRefusal(1000, message)).toBeNull();
  });

  it('reads a message of HTML only as its text', async () => {
    const message = await parseInboundMessage(mail(['From: jan@example.com', 'Subject: x', 'Content-Type: text/html; charset=utf-8', '', '<p>Akapit <b>pierwszy</b></p>', '']));
    expect(message.sender).toEqual({ address: 'jan@example.com', name: '' });
    expect(message.text).toContain('Akapit pierwszy');
  });

  it('refuses spam by verdict or header, machine-written mail, a message without a sender, and oversized ones', async () => {
    const base = ['From: jan@example.com', 'Subject: x', ''];
    const parsed = (headers: string[], body = 'treść') => parseInboundMessage(mail([...headers, ...base, body, '']));
    expect(messageRefusal(100, await parsed([]), { spam: 'FAIL' })).toBe('spam');
    expect(messageRefusal(100, await parsed([]), { spam: 'PASS', virus: 'PASS' })).toBeNull();
    expect(messageRefusal(100, await parsed(['X-SES-Virus-Verdict: FAIL']))).toBe('spam');
    expect(messageRefusal(100, await parsed(['X-Spam-Flag: yes']))).toBe('spam');
    expect(messageRefusal(100, await parsed(['X-Spam-Flag: NO']))).toBeNull();
    expect(messageRefusal(100, await parsed(['Auto-Submitted: auto-generated']))).toBe('autoSubmitted');
    expect(messageRefusal(100, await parsed(['Auto-Submitted: no']))).toBeNull();
    expect(messageRefusal(100, await parsed(['Precedence: bulk']))).toBe('autoSubmitted');
    expect(messageRefusal(100, await parseInboundMessage(mail(['Subject: x', '', 'treść', ''])))).toBe('noSender');
    expect(messageRefusal(emailReportLimits.messageMaxBytes + 1, await parsed([]))).toBe('oversized');
    expect(messageRefusal(100, await parsed([], 'x'.repeat(emailReportLimits.textMaxChars)))).toBeNull();
    expect(messageRefusal(100, await parsed([], 'x'.repeat(emailReportLimits.textMaxChars + 1)))).toBe('oversized');
  });
});
