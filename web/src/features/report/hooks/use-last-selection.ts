import { useEffect, useState } from 'react';
import { selectedText, type TextSelection } from '../lib/text-selection.js';

/**
 * The last selection made in one of the report's texts: it stays chosen while a button beside the
 * text is used (which moves the page's selection). `clear` forgets it once acted on.
 */
export function useLastSelection(): { selection: TextSelection | null; clear: () => void } {
  const [selection, setSelection] = useState<TextSelection | null>(null);
  useEffect(() => {
    const follow = () => {
      const chosen = selectedText(document.getSelection());
      if (chosen) setSelection(chosen);
    };
    document.addEventListener('selectionchange', follow);
    return () => document.removeEventListener('selectionchange', follow);
  }, []);
  return { selection, clear: () => setSelection(null) };
}
