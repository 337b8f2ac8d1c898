/**
 * What the catalogue tests check of a translation against its Polish source (the reporter
 * catalogues, the download page's): each value's shape, its texts, and whether it was translated.
 */

/** What a value is, as far as a translation must keep it: a text, a list of n texts, a function of n arguments. */
export const shape = (value: unknown): string =>
  typeof value === 'function'
    ? `function/${value.length}`
    : Array.isArray(value)
      ? `list/${value.length}`
      : typeof value;

/** Sample arguments for a text made by a function: numbers where it counts, words otherwise. */
export const sample = (value: (...args: never[]) => unknown): string => {
  const args = Array.from({ length: value.length }, () => 5);
  try {
    return String((value as (...a: unknown[]) => unknown)(...args));
  } catch {
    return String((value as (...a: unknown[]) => unknown)(...args.map(() => ['PDF', 'DOC'])));
  }
};

/** The texts a value says: itself, each of a list, or a function's with sample arguments. */
export const textsOf = (value: unknown): string[] =>
  typeof value === 'function'
    ? [sample(value as () => unknown)]
    : Array.isArray(value)
      ? (value as string[])
      : [value as string];

/** Whether a translated value says what the Polish one does, word for word. */
export function isSameText(polish: unknown, translated: unknown): boolean {
  if (typeof polish === 'string') return polish === translated;
  if (typeof polish === 'function') return sample(polish as () => unknown) === sample(translated as () => unknown);
  return JSON.stringify(polish) === JSON.stringify(translated);
}
