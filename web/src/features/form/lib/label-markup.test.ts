import { describe, expect, it } from 'vitest';
import { parseLinkLabel, safeHref } from './label-markup.js';

describe('checkbox label markup', () => {
  it('keeps plain text as it is', () => {
    expect(parseLinkLabel('Zgadzam się')).toEqual([{ kind: 'text', text: 'Zgadzam się' }]);
  });

  it('turns one anchor with an https address into a link between the texts', () => {
    expect(parseLinkLabel('Akceptuję <a href="https://firma.pl/regulamin?a=1&amp;b=2" class="x">regulamin</a> firmy')).toEqual([
      { kind: 'text', text: 'Akceptuję ' },
      { kind: 'link', text: 'regulamin', href: 'https://firma.pl/regulamin?a=1&b=2' },
      { kind: 'text', text: ' firmy' },
    ]);
  });

  it('accepts single quotes and unquoted addresses, and tags inside the link text become text', () => {
    expect(parseLinkLabel("<A HREF='http://x.pl'><b>tu</b></A>")).toEqual([{ kind: 'link', text: 'tu', href: 'http://x.pl/' }]);
    expect(parseLinkLabel('<a href=https://x.pl>tu</a>')).toEqual([{ kind: 'link', text: 'tu', href: 'https://x.pl/' }]);
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
    const parts = parseLinkLabel('<a href="https://a.pl">A</a> i <a href="https://b.pl">B</a> <img src=x onerror=alert(1)>');
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
