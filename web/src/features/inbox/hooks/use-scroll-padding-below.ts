import { useEffect, type RefObject } from 'react';

/** Room between the bar and a control scrolled into view, in px. */
const GAP = 8;

/**
 * While `bar` (an element stuck to the top of the screen) is shown, the page scrolls a focused
 * control, or one scrolled into view, below it rather than under it: the document's
 * scroll-padding-top follows the bar's height (it grows in the session's last minute and wraps
 * on a phone).
 */
export function useScrollPaddingBelow(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const follow = () => {
      root.style.scrollPaddingTop = `${element.offsetHeight + GAP}px`;
    };
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [bar]);
}
