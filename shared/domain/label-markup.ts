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

/** A label's own text and its link, as the builder edits them (the link's text is part of the text). */
export interface LabelLink {
  url: string;
  text: string;
}

/** What looks like markup: a tag, a comment, a declaration (as `<b>`, `</p>`, `<img src=x>`, `<!-- -->`). */
const MARKUP = /<\/?[A-Za-z][^<>]*>|<!--[\s\S]*?-->|<![^<>]*>/;

export const hasMarkup = (text: string): boolean => MARKUP.test(text);

/**
 * A stored label as the builder shows it: the text a reporter reads (the link's text in its
 * place) and the link, if the label has a usable one.
 */
export function splitLinkLabel(label: string): { text: string; link: LabelLink | null } {
  const link = parseLinkLabel(label).find((part) => part.kind === 'link');
  return {
    text: labelText(label),
    link: link?.kind === 'link' ? { url: link.href, text: link.text } : null,
  };
}

/**
 * The label to store: the first occurrence of the link's text becomes the link; a link text the
 * label does not contain is added at its end. The address must be one `safeHref` accepts.
 */
export function composeLinkLabel(text: string, link: LabelLink | null): string {
  const href = link ? safeHref(link.url) : null;
  const linkText = link?.text.trim() ?? '';
  if (!href || !linkText) return text;
  const anchor = `<a href="${href}">${linkText}</a>`;
  const at = text.indexOf(linkText);
  if (at < 0) return text.trim() === '' ? anchor : `${text.trimEnd()} ${anchor}`;
  return text.slice(0, at) + anchor + text.slice(at + linkText.length);
}

/**
 * Whether a label's markup is allowed: none at all, except in a checkbox's label one link with
 * an http(s) address and plain text (the markup the builder writes).
 */
export function labelMarkupAllowed(label: string, isCheckbox: boolean): boolean {
  if (!isCheckbox) return !hasMarkup(label);
  const match = ANCHOR.exec(label);
  if (!match) return !hasMarkup(label);
  const [whole, attributes = '', inner = ''] = match;
  const hrefMatch = HREF.exec(attributes);
  const href = hrefMatch ? safeHref(hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? '') : null;
  const rest = label.slice(0, match.index) + label.slice(match.index + whole.length);
  return href !== null && inner.trim() !== '' && !hasMarkup(inner) && !hasMarkup(rest);
}
