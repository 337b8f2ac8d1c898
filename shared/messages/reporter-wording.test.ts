import { describe, expect, it } from 'vitest';
import { defaultCategoryFields } from '../domain/default-categories.js';
import { inboxTexts } from './conversation.js';
import { emailReportTexts } from './email-reports.js';
import { fileTexts } from './files.js';
import { formFollowUpTexts } from './form-follow-up.js';
import { sentTexts } from './form-sent.js';
import { formTexts } from './form.js';
import { phoneReportTexts } from './phone-reports.js';
import { submissionTexts } from './submission.js';

/**
 * What reporters read speaks to them without assuming a gender: no 'otrzymałeś', no
 * 'zapisałeś(-aś)' (a neutral form instead: 'hasłem otrzymanymi…', 'Identyfikator i hasło mam
 * zapisane.', 'Czy ta sprawa była już przez Ciebie zgłaszana?'). Staff screens keep their text.
 */
const gendered = [
  { form: 'a past tense in the second person (otrzymałeś, zapisałaś)', pattern: /\p{L}(łeś|łaś|łbyś|łabyś)(?!\p{L})/u },
  { form: "a hedge for the other gender ('(-aś)', '(-a)')", pattern: /\(-?(a|aś|am|łaś)\)/ },
];

/** Every text of an object of messages; a text made by a function, with sample words. */
function textsOf(messages: object): string[] {
  return Object.values(messages).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      const sample = Array.from({ length: value.length }, () => 'X');
      try {
        return [String((value as (...args: string[]) => unknown)(...sample))];
      } catch {
        return [String((value as (...args: unknown[]) => unknown)(...sample.map(() => ['X'])))];
      }
    }
    return value && typeof value === 'object' ? textsOf(value) : [];
  });
}

const reporterTexts = {
  inboxTexts,
  formTexts,
  sentTexts,
  formFollowUpTexts,
  fileTexts,
  submissionTexts,
  phoneReportTexts,
  emailReportTexts,
  'the default categories’ fields': Object.values(defaultCategoryFields).flatMap((fields) =>
    fields.flatMap((field) => [field.label, field.options ?? '']),
  ),
};

describe('texts for reporters are gender-neutral', () => {
  it.each(Object.entries(reporterTexts))('%s', (_, messages) => {
    const texts = textsOf(messages);
    expect(texts.length).toBeGreaterThan(0);
    const found = texts.flatMap((text) =>
      gendered.filter(({ pattern }) => pattern.test(text)).map(({ form }) => `${form}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
