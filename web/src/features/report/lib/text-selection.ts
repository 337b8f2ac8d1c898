import type { RedactionTarget } from '@shared/domain/redactions.js';

/** Where a text that can be redacted is on the page: its element carries its target. */
export const TARGET_ATTRIBUTE = 'data-redaction-target';
/** Words shown beside a redacted range that are not the text's own (a replacement's label). */
export const ASIDE_ATTRIBUTE = 'data-redaction-aside';

/** A selection inside one text: its target, its range over the text and the words selected. */
export interface TextSelection {
  target: RedactionTarget;
  start: number;
  end: number;
  text: string;
}

/** The text nodes of `root`'s own words, in order (the asides left out). */
function ownTextNodes(root: Element): Node[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (candidate) =>
      candidate.parentElement?.closest(`[${ASIDE_ATTRIBUTE}]`) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Node[] = [];
  for (let current = walker.nextNode(); current; current = walker.nextNode()) nodes.push(current);
  return nodes;
}

/** The position in the own text of a point of a selection, if it is in one of those nodes. */
function positionIn(nodes: readonly Node[], node: Node, offset: number): number | null {
  let before = 0;
  for (const current of nodes) {
    if (current === node) return before + offset;
    before += current.textContent?.length ?? 0;
  }
  return null;
}

/**
 * What the page's selection covers, when it lies within one text that can be redacted (both its
 * ends in that text's own words); null for anything else.
 */
export function selectedText(selection: Selection | null): TextSelection | null {
  if (!selection || selection.isCollapsed || !selection.anchorNode || !selection.focusNode) return null;
  const root = selection.anchorNode.parentElement?.closest(`[${TARGET_ATTRIBUTE}]`);
  if (!root || root !== selection.focusNode.parentElement?.closest(`[${TARGET_ATTRIBUTE}]`)) return null;
  const nodes = ownTextNodes(root);
  const anchor = positionIn(nodes, selection.anchorNode, selection.anchorOffset);
  const focus = positionIn(nodes, selection.focusNode, selection.focusOffset);
  if (anchor === null || focus === null || anchor === focus) return null;
  const [start, end] = anchor < focus ? [anchor, focus] : [focus, anchor];
  const text = nodes.map((node) => node.textContent ?? '').join('');
  return { target: root.getAttribute(TARGET_ATTRIBUTE) as RedactionTarget, start, end, text: text.slice(start, end) };
}
