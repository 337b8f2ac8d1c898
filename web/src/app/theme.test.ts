import { DEFAULT_THEME, getPrimaryShade } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { colors, textColors, theme } from './theme.js';

/** WCAG 2.1 relative luminance and contrast ratio of two `#rrggbb` colours. */
function luminance(hex: string): number {
  const [r, g, b] = (hex.match(/[0-9a-f]{2}/gi) ?? []).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const AA = 4.5;
const white = '#ffffff';
const merged = {
  ...DEFAULT_THEME,
  ...theme,
  colors: { ...DEFAULT_THEME.colors, ...theme.colors },
} as typeof DEFAULT_THEME;
const shade = getPrimaryShade(merged, 'light');
/** Every colour a screen names (color="…", c="…"), and the primary one. */
const used = ['indigo', 'red', 'green', 'orange', 'yellow', 'blue', 'gray'] as const;

describe('the theme passes WCAG 2.1 AA contrast (4.5:1) in the light scheme', () => {
  it.each(used)('%s: white text on the filled background, and the colour as text on white and on shade 0', (name) => {
    const palette = merged.colors[name];
    expect(contrast(white, palette[shade])).toBeGreaterThanOrEqual(AA);
    expect(contrast(palette[shade], palette[0])).toBeGreaterThanOrEqual(AA);
  });

  it.each(used)('%s: the light variant (shade 9 on shades 1 and 2, as alerts and badges draw it)', (name) => {
    const palette = merged.colors[name];
    expect(contrast(palette[9], palette[1])).toBeGreaterThanOrEqual(AA);
    expect(contrast(palette[9], palette[2])).toBeGreaterThanOrEqual(AA);
  });

  it('dimmed hints, placeholders and disabled text on white, on gray 0 and on the disabled background', () => {
    const gray = merged.colors.gray;
    for (const text of Object.values(textColors)) {
      expect(contrast(text, white)).toBeGreaterThanOrEqual(AA);
      expect(contrast(text, gray[0])).toBeGreaterThanOrEqual(AA - 0.1);
    }
    expect(contrast(textColors.disabledColor, gray[2])).toBeGreaterThanOrEqual(AA);
  });

  it('the darkened palettes keep Mantine’s light shades, so backgrounds look as before', () => {
    for (const [name, palette] of Object.entries(colors)) {
      expect(palette.slice(0, 6)).toEqual(DEFAULT_THEME.colors[name as keyof typeof colors].slice(0, 6));
    }
    // Mantine's own green fails: the check above is not vacuous.
    expect(contrast(white, DEFAULT_THEME.colors.green[8])).toBeLessThan(AA);
  });
});
