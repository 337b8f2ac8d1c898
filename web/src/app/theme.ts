import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { commonTexts } from '@shared/messages/common.js';

/**
 * Mantine's palette with its darker shades (6–9) made darker where they fail WCAG 2.1 AA (1.4.3,
 * 4.5:1 for text): every colour the app uses keeps its light shades 0–5 (backgrounds), and
 *   - shade 8, the filled background and outline/text colour (`primaryShade`), carries white
 *     text at ≥ 5:1 and reads at ≥ 5:1 on white and on shade 0;
 *   - shade 9, the text of the light variant (alerts, badges), reads at ≥ 5:1 on shades 1–2.
 * Mantine's own green, orange and yellow fail both (e.g. green 8 on white 3.45:1); its indigo
 * and blue fail only the latter; gray passes. theme.test.ts checks every pair.
 */
const darkened = (
  name: 'red' | 'green' | 'orange' | 'yellow' | 'blue' | 'indigo',
  shades: [string, string, string, string],
): MantineColorsTuple => {
  const base = DEFAULT_THEME.colors[name];
  return [base[0], base[1], base[2], base[3], base[4], base[5], ...shades];
};
const shades6to8 = (name: 'blue' | 'indigo') => DEFAULT_THEME.colors[name].slice(6, 9) as [string, string, string];

export const colors = {
  red: darkened('red', ['#f03e3e', '#e03131', '#c92a2a', '#a61e1e']),
  green: darkened('green', ['#2f9e44', '#2b8a3e', '#237a36', '#1b6b2d']),
  orange: darkened('orange', ['#e8590c', '#d9480f', '#b53c0b', '#983209']),
  yellow: darkened('yellow', ['#f08c00', '#e67700', '#8c5c00', '#7a5000']),
  // Shade 9 only: on the light variant's hover background (shade 2) Mantine's reads at 4.0:1.
  blue: darkened('blue', [...shades6to8('blue'), '#145591']),
  indigo: darkened('indigo', [...shades6to8('indigo'), '#2f44ad']),
} as const;

/**
 * Text colours Mantine takes from gray 5–6 (3.3:1 and 2.1:1 on white): dimmed hints, placeholders
 * and the text of disabled controls read at ≥ 4.5:1 on white and on the disabled background too.
 */
export const textColors = {
  dimmed: '#5c636a',
  placeholder: '#6c757d',
  disabledColor: '#5c636a',
} as const;

const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': textColors.dimmed,
    '--mantine-color-placeholder': textColors.placeholder,
    '--mantine-color-disabled-color': textColors.disabledColor,
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});

/**
 * The one theme: Mantine defaults with colours that pass WCAG 2.1 AA contrast, our colour, system
 * fonts (no font files to load), and a focus ring on every keyboard focus.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 for filled buttons, links and outlines of every colour (indigo 8 on white: 5.7:1).
  primaryShade: { light: 8, dark: 8 },
  colors,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // The ring shows whenever focus arrives from the keyboard (WCAG 2.4.7), never on mouse clicks.
  focusRing: 'auto',
  // People who ask their system for less motion get no animations (WCAG 2.3.3).
  respectReducedMotion: true,
  // Named by their Mantine names (no component imported here: this module is on every first load).
  components: {
    // Every × button says what it does (WCAG 4.1.2); a screen may still name it more precisely.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': commonTexts.close } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': commonTexts.close } } },
    Alert: { defaultProps: { closeButtonLabel: commonTexts.close } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': commonTexts.close } } },
    // A dialog's title bar is not the page's banner landmark (Mantine draws it as <header>).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

export { cssVariablesResolver };
