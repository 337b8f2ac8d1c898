import { Alert, Stack, Text, Title } from '@mantine/core';
import { commonTexts } from '@shared/messages/common.js';
import { PublicPage } from './public-page.js';

interface InProgressPageProps {
  /** The screen's name, e.g. 'Panel główny'. */
  title: string;
  /** What the screen will do, in a sentence; defaults to the general notice. */
  description?: string;
  /** Outside the back-office the page brings its own `<main>` landmark. */
  standalone?: boolean;
}

/**
 * An honest placeholder for a screen a later issue builds: it says 'W przygotowaniu' and what
 * will be here, instead of pretending to work.
 */
export function InProgressPage({ title, description, standalone = false }: InProgressPageProps) {
  const content = (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Alert color="blue" variant="light" title={commonTexts.inProgress}>
        <Text size="sm">{description ?? commonTexts.inProgressDescription}</Text>
      </Alert>
    </Stack>
  );
  return standalone ? <PublicPage>{content}</PublicPage> : content;
}
