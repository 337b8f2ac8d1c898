import './high-contrast.css';
import { Anchor, Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formTexts } from '@shared/messages/form.js';
import { paths } from '../../../config/paths.js';
import type { DisplayPrefs } from '../hooks/use-display-prefs.js';

/**
 * The form's accessibility toolbar (doc 3 §2): high contrast, text size − / +, help on sending
 * safely, and the reporter inbox login.
 */
export function AccessibilityToolbar({ prefs }: { prefs: DisplayPrefs }) {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <>
      <Group role="group" aria-label={formTexts.toolbar} gap="xs" justify="flex-end" wrap="wrap">
        <Button variant="default" size="compact-sm" aria-pressed={prefs.contrast} onClick={prefs.toggleContrast}>
          {formTexts.contrast}
        </Button>
        <Button variant="default" size="compact-sm" aria-label={formTexts.fontSmaller} disabled={!prefs.smaller} onClick={() => prefs.smaller?.()}>
          A−
        </Button>
        <Button variant="default" size="compact-sm" aria-label={formTexts.fontLarger} disabled={!prefs.larger} onClick={() => prefs.larger?.()}>
          A+
        </Button>
        <VisuallyHidden aria-live="polite">{formTexts.fontSize(prefs.fontScale)}</VisuallyHidden>
        <Button variant="subtle" size="compact-sm" aria-expanded={helpOpen} aria-controls="form-help" onClick={() => setHelpOpen((open) => !open)}>
          {formTexts.help}
        </Button>
        <Anchor component={Link} to={paths.inboxLogin} size="sm">
          {formTexts.inboxLogin}
        </Anchor>
      </Group>
      {helpOpen && (
        <Paper withBorder p="md" id="form-help" component="section" aria-labelledby="form-help-heading">
          <Title order={2} size="h4" id="form-help-heading" mb="xs">
            {formTexts.helpTitle}
          </Title>
          <ol style={{ margin: 0, paddingInlineStart: '1.25em' }}>
            {formTexts.helpSteps.map((step) => (
              <li key={step}>
                <Text size="sm" mb={4}>
                  {step}
                </Text>
              </li>
            ))}
          </ol>
        </Paper>
      )}
    </>
  );
}
