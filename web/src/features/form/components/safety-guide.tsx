import { Paper, Text } from '@mantine/core';
import { useTexts } from '@/i18n/reporter-language.js';

/**
 * 'Jak bezpiecznie wysłać zgłoszenie' at the top of the form, folded until the reporter opens it
 * by its heading: the summary of the help site that 'Pomoc' opens. A native disclosure: keyboard
 * and screen readers know it, and it costs the form's first load no script.
 */
export function SafetyGuide() {
  const t = useTexts('formTexts');
  return (
    <Paper withBorder p="sm" component="details" id="form-help">
      <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
        {t.helpTitle}
      </Text>
      <ol style={{ margin: 0, marginTop: 'var(--mantine-spacing-xs)', paddingInlineStart: '1.25em' }}>
        {t.helpSteps.map((step) => (
          <li key={step}>
            <Text size="sm" mb={4}>
              {step}
            </Text>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
