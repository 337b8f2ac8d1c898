import { describe, expect, it } from 'vitest';
import { chooseLanguage, externalOffer } from './language-choice.js';

describe('the language a reporter screen opens in', () => {
  it('is the page’s ?lang= first, over a remembered choice and the browser', () => {
    expect(chooseLanguage({ query: 'en', stored: 'uk', preferred: ['uk-UA'] })).toBe('en');
    expect(chooseLanguage({ query: 'UK', stored: null, preferred: ['pl'] })).toBe('uk');
  });

  it('then the choice remembered on the device, over the browser', () => {
    expect(chooseLanguage({ query: null, stored: 'en', preferred: ['uk-UA', 'uk'] })).toBe('en');
  });

  it('then the first of the browser’s languages we have, by its base language', () => {
    expect(chooseLanguage({ query: null, stored: null, preferred: ['uk-UA'] })).toBe('uk');
    expect(chooseLanguage({ query: null, stored: null, preferred: ['de-DE', 'ru', 'en-US', 'uk'] })).toBe('en');
  });

  it('then Polish', () => {
    expect(chooseLanguage({ query: null, stored: null, preferred: ['de-DE', 'fr'] })).toBe('pl');
    expect(chooseLanguage({ query: null, stored: null, preferred: [] })).toBe('pl');
  });

  it('passes over an unknown ?lang= or stored value without a word', () => {
    expect(chooseLanguage({ query: 'xx', stored: null, preferred: ['uk-UA'] })).toBe('uk');
    expect(chooseLanguage({ query: 'de', stored: 'klingon', preferred: ['fr'] })).toBe('pl');
    expect(chooseLanguage({ query: '', stored: 'en', preferred: ['pl-PL'] })).toBe('en');
  });
});

describe('the language a page offered in Polish and English only opens in (/external)', () => {
  const offer = externalOffer;

  it('is ?lang=, the remembered choice or the browser’s first language among them, as on a reporter screen', () => {
    expect(chooseLanguage({ query: 'en', stored: 'pl', preferred: ['pl'] }, offer)).toBe('en');
    expect(chooseLanguage({ query: null, stored: 'pl', preferred: ['en-GB'] }, offer)).toBe('pl');
    expect(chooseLanguage({ query: null, stored: null, preferred: ['uk-UA', 'pl-PL'] }, offer)).toBe('pl');
  });

  it('passes over Ukrainian, which it lacks, and opens in English when the browser asks for neither', () => {
    expect(chooseLanguage({ query: 'uk', stored: 'uk', preferred: ['uk-UA', 'uk'] }, offer)).toBe('en');
    expect(chooseLanguage({ query: null, stored: null, preferred: ['de-DE'] }, offer)).toBe('en');
  });
});
