import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { defaultCategoryNames } from '@shared/domain/default-categories.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { phoneTexts } from '@shared/messages/phone.js';
import specWords from '../fixtures/spec-words.json' with { type: 'json' };
import { root as repoRoot } from '../support/source-files.js';

/**
 * The Polish texts the spec quotes (tests/fixtures/spec-words.json, made by
 * tools/extract-spec-words.ts from the spec's folder) are texts of shared/messages (its string
 * literals, never its comments) letter for letter —
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
  'Wylogowanie za mm:ss': () => inboxTexts.logoutIn('mm:ss'),
  'Podaj poprawny numer telefonu - 9 cyfr': () => phoneTexts.invalid,
  'Numer telefonu musi zawierać dokładnie 9 cyfr!': () => phoneTexts.exactDigits,
  '9 cyfr bez spacji': () => inboxTexts.phoneDigits,
};

/** The texts of a module's string literals (template parts included): what it can say, never its comments. */
function literalTexts(file: string): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest));
  return texts;
}

const messagesDir = join(repoRoot, 'shared/messages');
const catalogue = readdirSync(messagesDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .flatMap((name) => literalTexts(join(messagesDir, name)))
  .join('\n');

const quoted = [...new Set(Object.values(specWords as Record<string, string[]>).flat())];
const checked = quoted.filter((text) => !(text in quotedInError) && !(text in producedElsewhere));

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
    for (const text of [...Object.keys(quotedInError), ...Object.keys(producedElsewhere)])
      expect(quoted).toContain(text);
  });
});
