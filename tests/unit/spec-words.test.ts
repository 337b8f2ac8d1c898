import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultCategoryNames } from '@shared/domain/category.js';
import { categoryTexts } from '@shared/messages/categories.js';
import specWords from '../fixtures/spec-words.json' with { type: 'json' };
import { root as repoRoot } from '../support/source-files.js';

/**
 * The Polish texts the spec quotes (tests/fixtures/spec-words.json, made by
 * tools/extract-spec-words.ts from the spec's folder) are in shared/messages letter for letter —
 * except those listed here, each with why.
 */

/** Quoted by the spec in error (typos, grammar, fragments of a longer text): the product says it right. */
const quotedInError: Record<string, string> = {
  'Do tych treści ma dostęp jedynie admministrator główny.': "typo 'admministrator'",
  '... 4 znaki': 'a fragment of the minimum-length texts',
  'mniej niż 9 znaków': 'a fragment of the phone number rule',
  'zgłoszenia zewnętrzne': 'a reference to the default category by name, in lower case',
};

/** Texts that are not a catalogue entry but come out of one: each checked against what produces it. */
const producedElsewhere: Record<string, () => string> = {
  'Zgłoszenia wewnętrzne': () => defaultCategoryNames.internal,
  'Zgłoszenia zewnętrzne': () => defaultCategoryNames.external,
  'Sukces! Poprawnie dodano kategorię: Zgłoszenia wewnętrzne.': () =>
    categoryTexts.defaultCreated(defaultCategoryNames.internal),
};

/** Screens and rules not built yet: pending, not passing. Each moves out of here with its screen. */
const pending = [
  // one report and the reporter's inbox (doc 2)
  'Wylogowanie za mm:ss',
  // settings and billing (doc 3)
];

const messagesDir = join(repoRoot, 'shared/messages');
const catalogue = readdirSync(messagesDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => readFileSync(join(messagesDir, name), 'utf8'))
  .join('\n');

const quoted = [...new Set(Object.values(specWords as Record<string, string[]>).flat())];
const checked = quoted.filter(
  (text) => !(text in quotedInError) && !(text in producedElsewhere) && !pending.includes(text),
);

describe("the spec's words, letter for letter", () => {
  it('the fixture holds the texts of every spec document', () => {
    expect(Object.keys(specWords).sort()).toEqual([
      '1-backoffice-core.md',
      '2-report-handling-inbox-external.md',
      '3-public-form-settings-billing.md',
    ]);
    expect(quoted.length).toBeGreaterThan(100);
  });

  it.each(checked)('%s', (text) => {
    expect(catalogue).toContain(text);
  });

  it.each(Object.entries(producedElsewhere))('%s (produced, not a catalogue entry)', (text, produce) => {
    expect(produce()).toBe(text);
  });

  it('lists no exception the spec does not quote (a stale entry hides nothing)', () => {
    for (const text of [...Object.keys(quotedInError), ...Object.keys(producedElsewhere), ...pending])
      expect(quoted).toContain(text);
  });

  it('lists no pending text that is already in the catalogue (move it out of pending)', () => {
    expect(pending.filter((text) => catalogue.includes(text))).toEqual([]);
  });

  for (const text of pending) it.todo(`pending: ${text}`);
});
