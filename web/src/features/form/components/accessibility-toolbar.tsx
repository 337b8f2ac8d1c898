import './high-contrast.css';
import { Anchor, Button, Group, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '@/i18n/reporter-language.js';
import { paths } from '@/config/paths.js';
import { site } from '@/config/site.js';
import type { DisplayPrefs } from '../hooks/use-display-prefs.js';

interface AccessibilityToolbarProps {
  prefs: DisplayPrefs;
}

/**
 * The form's accessibility toolbar: high contrast, text size − / +, the help link
 * (the help site's reporter's guide in a new tab, so the typed form stays; the safety guide at the
 * top of the form is its summary),
 * and the reporter inbox login. It wraps as two groups that never split: the display controls,
 * and help with the inbox.
 */
export function AccessibilityToolbar({ prefs }: AccessibilityToolbarProps) {
  const t = useTexts('formTexts');
  return (
    <Group role="group" aria-label={t.toolbar} gap="xs" justify="flex-end" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="compact-sm" aria-pressed={prefs.contrast} onClick={prefs.toggleContrast}>
          {t.contrast}
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          aria-label={t.fontSmaller}
          disabled={!prefs.smaller}
          onClick={() => prefs.smaller?.()}
        >
          A−
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          aria-label={t.fontLarger}
          disabled={!prefs.larger}
          onClick={() => prefs.larger?.()}
        >
          A+
        </Button>
      </Group>
      <VisuallyHidden aria-live="polite">{t.fontSize(prefs.fontScale)}</VisuallyHidden>
      <Group gap="xs" wrap="nowrap">
        <Anchor href={site.reporterHelpUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {t.help}
          <VisuallyHidden> {t.opensInNewTab}</VisuallyHidden>
        </Anchor>
        <Anchor component={Link} to={paths.inboxLogin} size="sm">
          {t.inboxLogin}
        </Anchor>
      </Group>
    </Group>
  );
}
