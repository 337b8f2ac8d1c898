import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { commonTexts } from '@shared/messages/common.js';
import { LicenceBlockedNotice } from '../../../components/licence-blocked-notice.js';
import { useRequiredSession } from '../../../lib/session.js';
import { ChangePasswordCard } from './change-password-card.js';
import { OwnAccountCard } from './own-account-card.js';
import { settingsTexts } from '@shared/messages/back-office.js';

/**
 * Ustawienia (doc 3 §2): own account and change password work today; the organisation's
 * cards arrive with the settings issue and say so. An expired licence hides the content.
 */
export function SettingsPage() {
  const session = useRequiredSession();
  return (
    <Stack gap="md">
      <Title order={1}>{settingsTexts.title}</Title>
      {!session.customerIsActive ? (
        <LicenceBlockedNotice />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <OwnAccountCard />
          <ChangePasswordCard />
          <Card withBorder padding="lg">
            <Alert color="blue" variant="light" title={commonTexts.inProgress} role="note">
              <Text size="sm">{settingsTexts.organisationPending}</Text>
            </Alert>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
