/**
 * Extracts the Polish texts the spec quotes ('…' or "…") into tests/fixtures/spec-words.json, so
 * the repository's tests check them without reading anything outside it.
 *
 *   npx tsx tools/extract-spec-words.ts <folder of the spec's .md files>
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: tsx tools/extract-spec-words.ts <spec folder>');
  process.exit(1);
}

/** Quoted spans: '…' not inside a word (so "company's" is no quote), and "…". */
const QUOTED = [/(?<![\p{L}\p{N}])'([^'\n]{2,}?)'(?![\p{L}\p{N}])/gu, /"([^"\n]{2,}?)"/gu];
const POLISH_LETTER = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/u;
/** English words that never appear in the product's Polish texts. */
const ENGLISH =
  /\b(the|of|and|is|are|to|for|with|when|on|in|by|or|an|a|be|id|it|no|not|from|this|that|true|false|null|flag|field)\b/i;
/** Identifiers, paths, formats: not texts a person reads. */
const CODE = /[_/=<>{}[\]\\]|^[a-z]+[A-Z]\w*$|^\W*$|^[\d\s.,:-]+$|^[a-z ]+$/u;

export function polishTexts(markdown: string): string[] {
  const texts: string[] = [];
  for (const pattern of QUOTED) {
    for (const match of markdown.matchAll(pattern)) {
      const text = match[1]!.trim();
      if (!/\p{L}/u.test(text) || CODE.test(text)) continue;
      if (!POLISH_LETTER.test(text) && ENGLISH.test(text)) continue;
      texts.push(text);
    }
  }
  return texts;
}

const files = readdirSync(folder)
  .filter((name) => name.endsWith('.md'))
  .sort();
const fixture = Object.fromEntries(
  files.map((name) => [name, [...new Set(polishTexts(readFileSync(join(folder, name), 'utf8')))]]),
);
const out = resolve(fileURLToPath(import.meta.url), '../../tests/fixtures/spec-words.json');
writeFileSync(out, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(
  `${Object.values(fixture).flat().length} texts from ${files.length} files → tests/fixtures/spec-words.json`,
);
