import { describe, expect, it } from 'vitest';
import { composeLinkLabel, labelMarkupAllowed, splitLinkLabel } from './label-links.js';
import { labelPrintText, labelText, parseLinkLabel, safeHref } from './label-markup.js';

describe('checkbox label markup', () => {
  it('keeps plain text as it is', () => {
    expect(parseLinkLabel('Zgadzam się')).toEqual([{ kind: 'text', text: 'Zgadzam się' }]);
  });

  it('turns one anchor with an https address into a link between the texts', () => {
    expect(
      parseLinkLabel('Akceptuję <a href="https://firma.pl/regulamin?a=1&amp;b=2" class="x">regulamin</a> firmy'),
    ).toEqual([
      { kind: 'text', text: 'Akceptuję ' },
      { kind: 'link', text: 'regulamin', href: 'https://firma.pl/regulamin?a=1&b=2' },
      { kind: 'text', text: ' firmy' },
    ]);
  });

  it('accepts single quotes and unquoted addresses, and tags inside the link text become text', () => {
    expect(parseLinkLabel("<A HREF='http://x.pl'><b>tu</b></A>")).toEqual([
      { kind: 'link', text: 'tu', href: 'http://x.pl/' },
    ]);
    expect(parseLinkLabel('<a href=https://x.pl>tu</a>')).toEqual([
      { kind: 'link', text: 'tu', href: 'https://x.pl/' },
    ]);
  });

  it('drops the anchor of a javascript:, data: or relative address and keeps its text', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '/relative', '']) {
      expect(parseLinkLabel(`a <a href="${href}">link</a> b`)).toEqual([
        { kind: 'text', text: 'a ' },
        { kind: 'text', text: 'link' },
        { kind: 'text', text: ' b' },
      ]);
    }
  });

  it('makes only the first anchor a link; the rest and other markup stay text', () => {
    const parts = parseLinkLabel(
      '<a href="https://a.pl">A</a> i <a href="https://b.pl">B</a> <img src=x onerror=alert(1)>',
    );
    expect(parts).toEqual([
      { kind: 'link', text: 'A', href: 'https://a.pl/' },
      { kind: 'text', text: ' i <a href="https://b.pl">B</a> <img src=x onerror=alert(1)>' },
    ]);
  });

  it('takes no href from another attribute such as data-href', () => {
    expect(parseLinkLabel('<a data-href="https://a.pl">A</a>')).toEqual([{ kind: 'text', text: 'A' }]);
  });

  it('accepts only absolute http and https addresses', () => {
    expect(safeHref('https://a.pl/x')).toBe('https://a.pl/x');
    expect(safeHref('mailto:a@b.pl')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
  });
});

describe('the builder’s link field and the label markup it writes', () => {
  it('splits a stored label into the text a reporter reads and its link', () => {
    expect(splitLinkLabel('Akceptuję <a href="https://firma.pl/regulamin">regulamin</a> firmy')).toEqual({
      text: 'Akceptuję regulamin firmy',
      link: { url: 'https://firma.pl/regulamin', text: 'regulamin' },
    });
    expect(splitLinkLabel('Zgadzam się')).toEqual({ text: 'Zgadzam się', link: null });
    // A stray tag stays in the text, where the builder points at it.
    expect(splitLinkLabel('Akceptuję <a href="https://x.pl">regulamin</a> <img src=x>').text).toBe(
      'Akceptuję regulamin <img src=x>',
    );
  });

  it('makes the first occurrence of the link text the link, or adds the link at the end', () => {
    const link = { url: 'https://firma.pl/regulamin', text: 'regulamin' };
    expect(composeLinkLabel('Akceptuję regulamin firmy', link)).toBe(
      'Akceptuję <a href="https://firma.pl/regulamin">regulamin</a> firmy',
    );
    expect(composeLinkLabel('Akceptuję zasady ', link)).toBe(
      'Akceptuję zasady <a href="https://firma.pl/regulamin">regulamin</a>',
    );
    expect(composeLinkLabel('Zgadzam się', null)).toBe('Zgadzam się');
    expect(composeLinkLabel('Zgadzam się', { url: 'javascript:alert(1)', text: 'tu' })).toBe('Zgadzam się');
  });

  it('reads back what it writes, also with quotes in the address', () => {
    const link = { url: 'https://firma.pl/a?b=1&c="d"', text: 'zasady' };
    const stored = composeLinkLabel('Znam zasady zgłoszeń', link);
    expect(labelMarkupAllowed(stored, true)).toBe(true);
    expect(splitLinkLabel(stored)).toEqual({
      text: 'Znam zasady zgłoszeń',
      link: { url: 'https://firma.pl/a?b=1&c=%22d%22', text: 'zasady' },
    });
  });

  it('allows no markup in a label but one http(s) link in a checkbox’s', () => {
    expect(labelMarkupAllowed('Opis zdarzenia (a < b > c)', false)).toBe(true);
    expect(labelMarkupAllowed('Opis <b>zdarzenia</b>', false)).toBe(false);
    expect(labelMarkupAllowed('Akceptuję <a href="https://x.pl">regulamin</a>', false)).toBe(false);
    expect(labelMarkupAllowed('Akceptuję <a href="https://x.pl">regulamin</a>', true)).toBe(true);
    expect(labelMarkupAllowed('Akceptuję <a href="https://x.pl">regulamin</a> <img src=x>', true)).toBe(false);
    expect(labelMarkupAllowed('Akceptuję <a href="javascript:alert(1)">regulamin</a>', true)).toBe(false);
    expect(labelMarkupAllowed('<a href="https://x.pl"><b>tu</b></a>', true)).toBe(false);
    expect(labelMarkupAllowed('<a href="https://a.pl">A</a> i <a href="https://b.pl">B</a>', true)).toBe(false);
  });
});

describe('a label as text: what the reporter reads, and on paper', () => {
  const stored = 'Zapoznałem się z <a href="https://firma.pl/procedura">procedurą</a> zgłoszeń';

  it('is the words the reporter reads, the link’s text in its place and no markup', () => {
    expect(labelText(stored)).toBe('Zapoznałem się z procedurą zgłoszeń');
    expect(labelText('Opis zdarzenia (a < b > c)')).toBe('Opis zdarzenia (a < b > c)');
  });

  it('on paper carries the link’s address after its words (once, when the words are the address)', () => {
    expect(labelPrintText(stored)).toBe('Zapoznałem się z procedurą (https://firma.pl/procedura) zgłoszeń');
    expect(labelPrintText('<a href="https://firma.pl/">https://firma.pl/</a>')).toBe('https://firma.pl/');
    expect(labelPrintText('Zgadzam się')).toBe('Zgadzam się');
  });
});
