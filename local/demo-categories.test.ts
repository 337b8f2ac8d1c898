import { describe, expect, it } from 'vitest';
import { ZCategoryInput } from '@shared/contracts/categories/schemas.js';
import { translationLanguages } from '@shared/domain/category-translations.js';
import { defaultCategoryNames, type DefaultCategoryKind } from '@shared/domain/default-categories.js';
import { demoCategoryInput } from './demo-categories.js';

describe("the demo organisation's categories", () => {
  it.each(Object.keys(defaultCategoryNames) as DefaultCategoryKind[])(
    '%s: every text is translated into Ukrainian and English, as the builder would accept it',
    (kind) => {
      const input = ZCategoryInput.parse(demoCategoryInput(kind));
      expect(input.name).toBe(defaultCategoryNames[kind]);
      for (const language of translationLanguages) {
        expect(input.translations?.[language]?.name).toBeTruthy();
        for (const field of input.fields) {
          expect(field.translations?.[language]?.label).toBeTruthy();
          if (field.options) expect(field.translations?.[language]?.options).toBeTruthy();
        }
      }
    },
  );
});
