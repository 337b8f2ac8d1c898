import { Alert, Button, Stack, Text } from '@mantine/core';
import { reportExclusionTexts as t } from '@shared/messages/report-exclusions.js';

/** Where the page's 'Wyłączenie z dostępu' section is, for the request's button to go to. */
export const EXCLUSIONS_SECTION_ID = 'report-exclusions';

/**
 * 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' as the reporter wrote it in the form (issue #34): at the
 * top of the report once it is viewed, so that the first person to read the report reads it first.
 * An administrator goes from it to the exclusion section; anyone else is told who can act on it.
 */
export function ExclusionRequestAlert({ request, canExclude }: { request: string; canExclude: boolean }) {
  const goToExclusions = () => {
    const section = document.getElementById(EXCLUSIONS_SECTION_ID);
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  };
  return (
    <Alert color="orange" variant="light" title={t.requestTitle} data-testid="exclusion-request">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.requestIntro}</Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request}
        </Text>
        {canExclude ? (
          <Button size="xs" variant="light" color="orange" onClick={goToExclusions}>
            {t.requestGoTo}
          </Button>
        ) : (
          <Text size="sm">{t.requestAdminOnly}</Text>
        )}
      </Stack>
    </Alert>
  );
}
