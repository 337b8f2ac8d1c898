/**
 * A checkbox label may contain markup for one link, e.g.
 * `Akceptuję <a href="https://firma.pl/regulamin">regulamin</a>`. Labels are never put in the
 * page as HTML: this parses the first anchor, keeps it only with an http(s) address, and
 * everything else stays plain text (React escapes it). The category builder writes that markup
 * from a link field (address and text) and the server refuses any other markup in a label
 * (`labelMarkupAllowed`), so a stray `<img>` can no longer reach the public form.
 */
export type LabelPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** `<a …>text</a>`; quoted attribute values may contain `>`. */
const ANCHOR = /<a\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/a\s*>/i;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const TAG = /<[^>]*>/g;

/** The address when it is an absolute http(s) URL; null for javascript:, data:, relative and broken ones. */
export function safeHref(raw: string): string | null {
  const text = raw.trim().replace(/&amp;/gi, '&');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** A label's first anchor: the markup as written, where it starts, its usable address (or null) and its inner markup. */
export function firstAnchor(
  label: string,
): { whole: string; index: number; href: string | null; inner: string } | null {
  const match = ANCHOR.exec(label);
  if (!match) return null;
  const [whole, attributes = '', inner = ''] = match;
  const hrefMatch = HREF.exec(attributes);
  const href = hrefMatch ? safeHref(hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? '') : null;
  return { whole, index: match.index, href, inner };
}

export function parseLinkLabel(label: string): LabelPart[] {
  const anchor = firstAnchor(label);
  if (!anchor) return [{ kind: 'text', text: label }];
  const { whole, index, href, inner } = anchor;
  const linkText = inner.replace(TAG, '').trim();
  const parts: LabelPart[] = [];
  const before = label.slice(0, index);
  const after = label.slice(index + whole.length);
  if (before) parts.push({ kind: 'text', text: before });
  if (href) parts.push({ kind: 'link', text: linkText || href, href });
  else if (linkText) parts.push({ kind: 'text', text: linkText });
  if (after) parts.push({ kind: 'text', text: after });
  return parts;
}

/**
 * A label as the reporter reads it, as plain text: the link's text in its place, no markup. What
 * the builder's counter and the label limit count (docs/features.md, "Limits and rules"), and what a plain-text
 * summary shows.
 */
export const labelText = (label: string): string =>
  parseLinkLabel(label)
    .map((part) => part.text)
    .join('');

/** A label on paper (the report's PDF): as `labelText`, with the link's address after its text, where it can be read. */
export const labelPrintText = (label: string): string =>
  parseLinkLabel(label)
    .map((part) => (part.kind === 'link' && part.text !== part.href ? `${part.text} (${part.href})` : part.text))
    .join('');
