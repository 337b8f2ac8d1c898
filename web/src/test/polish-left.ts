/**
 * What a web test of a reporter screen in another language checks last: that no Polish text of
 * ours is left on the screen.
 */

/**
 * Every Polish text of `catalogues`, as pieces a screen could hold (a text made by a function: the
 * parts around its arguments), at least 6 characters long, so that a syllable does not count;
 * `sameEverywhere`: texts that read the same in the other languages ('Status').
 */
export function polishPieces(catalogues: readonly object[], sameEverywhere: readonly string[] = []): string[] {
  return catalogues
    .flatMap((catalogue) =>
      Object.values(catalogue as Record<string, unknown>).flatMap((value): string[] => {
        if (typeof value === 'string') return [value];
        if (Array.isArray(value)) return value as string[];
        if (typeof value === 'function') {
          const args = Array.from({ length: value.length }, () => '\u0001');
          try {
            return String((value as (...a: unknown[]) => unknown)(...args)).split('\u0001');
          } catch {
            return String((value as (...a: unknown[]) => unknown)(...args.map(() => ['\u0001']))).split('\u0001');
          }
        }
        return [];
      }),
    )
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 6 && /\p{L}/u.test(piece) && !sameEverywhere.includes(piece));
}

/** The `pieces` on the screen: in its text, its accessible names and the tab's title. */
export function polishLeft(pieces: readonly string[]): string[] {
  const texts = [document.body.textContent ?? '', document.title];
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
  }
  return [...new Set(pieces.filter((piece) => texts.some((text) => text.includes(piece))))];
}
