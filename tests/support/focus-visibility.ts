import type { Page } from 'playwright-core';

/** Where the focused control stood after one Tab: what it is and, when it was hidden, why. */
export interface FocusStop {
  tab: number;
  control: string;
  /** Null when a person could see it; otherwise what hid it. */
  hidden: string | null;
}

/**
 * Runs in the page after a Tab: is the focused control visible? It is not when its box lies
 * wholly outside the window, or when every point of the part inside the window has a
 * position: fixed or sticky element painted above it that is not one of the control's own
 * containers (a control in the top bar or in a sticky actions column is part of it, not under it).
 * The paint order at each point is the browser's own (`elementsFromPoint`), so a dialog above the
 * top bar or a footer below a dialog counts as it shows. A visually hidden input (a switch, a
 * checkbox drawn by its label) is judged by the nearest container that has a box.
 */
function focusedControlVisibility(): { control: string; hidden: string | null; key: number } | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) return null;
  const state = window as unknown as { __focusKeys?: WeakMap<Element, number>; __focusNext?: number };
  state.__focusKeys ??= new WeakMap();
  let key = state.__focusKeys.get(focused);
  if (key === undefined) {
    key = state.__focusNext = (state.__focusNext ?? 0) + 1;
    state.__focusKeys.set(focused, key);
  }

  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const labelled = focused as Element & {
    labels?: NodeListOf<HTMLLabelElement> | null;
    placeholder?: string;
    value?: string;
  };
  const name =
    text(focused.getAttribute('aria-label')) ||
    text(
      focused
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ) ||
    text(labelled.labels?.[0]?.textContent) ||
    text(focused.textContent) ||
    text(labelled.placeholder) ||
    text(focused.getAttribute('title'));
  const role = focused.getAttribute('role') ?? focused.tagName.toLowerCase();
  const control = `${role} '${name}'`;

  const describe = (element: Element) => {
    const mantine = [...element.classList].find((name) => name.startsWith('mantine-'));
    return `${element.tagName.toLowerCase()}${mantine ? `.${mantine}` : ''}${element.id ? `#${element.id}` : ''} (position: ${getComputedStyle(element).position})`;
  };

  let shown: Element = focused;
  let box = shown.getBoundingClientRect();
  while ((box.width < 2 || box.height < 2) && shown.parentElement) {
    shown = shown.parentElement;
    box = shown.getBoundingClientRect();
  }

  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, width);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, height);
  if (right - left < 1 || bottom - top < 1)
    return {
      control,
      hidden: `outside the window (box ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)})`,
      key,
    };

  /** The nearest fixed or sticky element at or above `element` that does not contain the control. */
  const pinnedAbove = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.contains(shown)) return null;
      const { position } = getComputedStyle(node);
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };

  const columns = 5;
  const rows = 3;
  const coverers = new Set<Element>();
  let covered = 0;
  for (let i = 0; i < columns; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      const x = left + 0.5 + ((right - left - 1) * (i + 0.5)) / columns;
      const y = top + 0.5 + ((bottom - top - 1) * (j + 0.5)) / rows;
      const stack = document.elementsFromPoint(x, y);
      const own = stack.findIndex((element) => shown === element || shown.contains(element));
      const above = own === -1 ? stack : stack.slice(0, own);
      const pinned = above.map(pinnedAbove).find((element): element is Element => element !== null);
      if (pinned) {
        covered += 1;
        coverers.add(pinned);
      }
    }
  }
  if (covered < columns * rows) return { control, hidden: null, key };
  return { control, hidden: `entirely under ${[...coverers].map(describe).join(', ')}`, key };
}

/**
 * Tabs through the page from where the focus is (from the start of a page just opened), as a
 * keyboard user does, up to `maxTabs` times or until the focus comes back round, and says after
 * every Tab whether the focused control could be seen. `Shift+Tab` goes back up the page.
 */
export async function tabThrough(page: Page, maxTabs: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  const seen = new Set<number>();
  for (let tab = 1; tab <= maxTabs; tab += 1) {
    await page.keyboard.press(key);
    const verdict = await page.evaluate(focusedControlVisibility);
    if (!verdict) {
      if (stops.length > 0) break;
      continue;
    }
    if (seen.has(verdict.key)) break;
    seen.add(verdict.key);
    stops.push({ tab, control: verdict.control, hidden: verdict.hidden });
  }
  return stops;
}
