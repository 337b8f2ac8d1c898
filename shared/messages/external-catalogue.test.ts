import { describe, expect, it } from 'vitest';
import { externalLanguages } from './catalogue.js';
import { externalCatalogues } from './external-catalogue.js';
import { externalTexts } from './external.js';
import { isSameText, shape, textsOf } from './translation-checks.js';

const polish = externalTexts as Record<string, unknown>;
const translations = Object.entries(externalCatalogues).filter(([language]) => language !== 'pl') as [
  string,
  Record<string, unknown>,
][];

describe("the download page's catalogues", () => {
  it('are Polish, the source, and English, one for each of the page’s languages', () => {
    expect(Object.keys(externalCatalogues)).toEqual([...externalLanguages]);
    expect(externalCatalogues.pl).toBe(externalTexts);
    expect(translations.map(([language]) => language)).toEqual(['en']);
  });

  describe.each(translations)('in %s', (_language, catalogue) => {
    it('has exactly the Polish keys, each value of the same shape and none empty', () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(polish).sort());
      for (const [key, value] of Object.entries(polish)) {
        expect({ key, shape: shape(catalogue[key]) }).toEqual({ key, shape: shape(value) });
        for (const text of textsOf(catalogue[key])) expect(text.trim().length, key).toBeGreaterThan(0);
      }
    });

    it('is translated: no text is the Polish one', () => {
      const untranslated = Object.entries(polish)
        .filter(([key, value]) => isSameText(value, catalogue[key]))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it('says the counts and the address it is given', () => {
      expect(textsOf(catalogue.used)).toEqual(['Used: 5']);
      expect((catalogue.codeGoesTo as (email: string) => string)('biuro@example.org')).toContain('biuro@example.org');
    });
  });
});
