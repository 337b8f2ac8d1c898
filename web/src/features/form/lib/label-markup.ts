/**
 * A checkbox label may contain markup for one link (spec doc 1 §3), e.g.
 * `Akceptuję <a href="https://firma.pl/regulamin">regulamin</a>`. Labels are never put in the
 * page as HTML: this parses the first anchor, keeps it only with an http(s) address, and
 * everything else stays plain text (React escapes it).
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

export function parseLinkLabel(label: string): LabelPart[] {
  const match = ANCHOR.exec(label);
  if (!match) return [{ kind: 'text', text: label }];
  const [whole, attributes = '', inner = ''] = match;
  const hrefMatch = HREF.exec(attributes);
  const href = hrefMatch ? safeHref(hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? '') : null;
  const linkText = inner.replace(TAG, '').trim();
  const parts: LabelPart[] = [];
  const before = label.slice(0, match.index);
  const after = label.slice(match.index + whole.length);
  if (before) parts.push({ kind: 'text', text: before });
  if (href) parts.push({ kind: 'link', text: linkText || href, href });
  else if (linkText) parts.push({ kind: 'text', text: linkText });
  if (after) parts.push({ kind: 'text', text: after });
  return parts;
}
