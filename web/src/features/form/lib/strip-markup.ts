/**
 * Removes markup tags from a typed value before it is encrypted ("Markup tags
 * are stripped from values before encryption"). Only what looks like a tag goes — `<b>`, `</p>`,
 * `<a href=…>`, `<!-- … -->`, `<!doctype>` — so that ordinary text such as "a < b > c" or "<3"
 * is kept as typed.
 */
const TAG = /<\/?[A-Za-z][^<>]*>|<!--[\s\S]*?-->|<![^<>]*>/g;

export function stripMarkup(value: string): string {
  let previous: string;
  let current = value;
  // Repeat: removing one tag must not leave another behind ("<<b>script>").
  do {
    previous = current;
    current = current.replace(TAG, '');
  } while (current !== previous);
  return current;
}
