import { firstAnchor, labelText, parseLinkLabel, safeHref } from './label-markup.js';

/*
 * A checkbox label's link as the category builder edits it, and the rule on the markup a label may
 * hold (the server's and the builder's): apart from reading a label (label-markup.ts), which the
 * public form's first load takes (docs/figures.md, "Budgets").
 */

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
  const anchor = firstAnchor(label);
  if (!anchor) return !hasMarkup(label);
  const { whole, index, href, inner } = anchor;
  const rest = label.slice(0, index) + label.slice(index + whole.length);
  return href !== null && inner.trim() !== '' && !hasMarkup(inner) && !hasMarkup(rest);
}
