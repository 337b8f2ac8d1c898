import { Paper, Text } from '@mantine/core';
import { formTexts } from '@shared/messages/form.js';

interface SafetyGuideProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Jak bezpiecznie wysłać zgłoszenie' at the top of the form, folded until the reporter opens it
 * (its heading, or 'Pomoc' in the toolbar). A native disclosure: keyboard and screen readers
 * know it, and it costs the form's first load no script.
 */
export function SafetyGuide({ open, onOpenChange }: SafetyGuideProps) {
  return (
    <Paper withBorder p="sm" component="details" id="form-help" open={open} onToggle={(event) => onOpenChange((event.currentTarget as HTMLDetailsElement).open)}>
      <Text component="summary" fw={600} style={{ cursor: 'pointer' }}>
        {formTexts.helpTitle}
      </Text>
      <ol style={{ margin: 0, marginTop: 'var(--mantine-spacing-xs)', paddingInlineStart: '1.25em' }}>
        {formTexts.helpSteps.map((step) => (
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
