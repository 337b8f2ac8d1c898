import { useCallback, useEffect, useState } from 'react';

/**
 * The accessibility toolbar's settings (high contrast, text size), applied to the whole page:
 * a class on <html> (high-contrast.css) and the root font size, which every Mantine size
 * follows (rem). Kept in localStorage so a reload keeps them; undone when the form unmounts.
 */
export const CONTRAST_CLASS = 'ostoja-high-contrast';
export const FONT_SCALES = [87.5, 100, 112.5, 125, 137.5, 150] as const;
const DEFAULT_SCALE_INDEX = 1;
const STORAGE_KEY = 'ostoja.form.display';

interface Stored {
  contrast: boolean;
  scaleIndex: number;
}

function readStored(): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    const scaleIndex = Number.isInteger(parsed?.scaleIndex)
      ? Math.min(Math.max(Number(parsed?.scaleIndex), 0), FONT_SCALES.length - 1)
      : DEFAULT_SCALE_INDEX;
    return { contrast: parsed?.contrast === true, scaleIndex };
  } catch {
    return { contrast: false, scaleIndex: DEFAULT_SCALE_INDEX };
  }
}

export interface DisplayPrefs {
  contrast: boolean;
  toggleContrast: () => void;
  /** Root font size in percent. */
  fontScale: number;
  larger: (() => void) | null;
  smaller: (() => void) | null;
}

export function useDisplayPrefs(): DisplayPrefs {
  const [stored, setStored] = useState<Stored>(readStored);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(CONTRAST_CLASS, stored.contrast);
    root.style.fontSize = stored.scaleIndex === DEFAULT_SCALE_INDEX ? '' : `${FONT_SCALES[stored.scaleIndex]}%`;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // private mode without storage: the setting lasts for this page only
    }
  }, [stored]);

  useEffect(
    () => () => {
      document.documentElement.classList.remove(CONTRAST_CLASS);
      document.documentElement.style.fontSize = '';
    },
    [],
  );

  const step = useCallback(
    (by: number) =>
      setStored((s) => ({ ...s, scaleIndex: Math.min(Math.max(s.scaleIndex + by, 0), FONT_SCALES.length - 1) })),
    [],
  );
  return {
    contrast: stored.contrast,
    toggleContrast: () => setStored((s) => ({ ...s, contrast: !s.contrast })),
    fontScale: FONT_SCALES[stored.scaleIndex] ?? 100,
    larger: stored.scaleIndex < FONT_SCALES.length - 1 ? () => step(1) : null,
    smaller: stored.scaleIndex > 0 ? () => step(-1) : null,
  };
}
