import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { settingsTexts } from '@shared/messages/back-office.js';
import { settingsPageTexts } from '@shared/messages/settings.js';
import { LicenceBlockedNotice } from '@/components/licence-blocked-notice.js';
import { QueryContent } from '@/components/query-content.js';
import { useRequiredSession } from '@/lib/session.js';
import { useSettings } from '../api/get-settings.js';
import { ChangePasswordCard } from './change-password-card.js';
import { PasskeysCard } from './passkeys-card.js';
import { TotpCard } from './totp-card.js';
import { ChannelsCard } from './channels-card.js';
import { CompanyDataCard } from './company-data-card.js';
import { ExternalChannelsNoteCard } from './external-channels-note-card.js';
import { FormAliasCard } from './form-alias-card.js';
import { LogoCard } from './logo-card.js';
import { OwnAccountCard } from './own-account-card.js';
import { ProcedureCard } from './procedure-card.js';
import { RulesCard } from './rules-card.js';
import { SecurityCard } from './security-card.js';
import { VoiceMessagesCard } from './voice-messages-card.js';

/**
 * The cards, once Settings are loaded; only the main administrator sees the edit buttons (docs/features.md,
 * "Who may do what").
 */
function SettingsCards() {
  const query = useSettings();
  return (
    <QueryContent query={query}>
      {(settings) => (
        <Stack gap="md">
          {!settings.canEdit && (
            <Alert color="gray" variant="light" role="note">
              <Text size="sm">{settingsPageTexts.readOnly}</Text>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CompanyDataCard company={settings.company} canEdit={settings.canEdit} />
            <LogoCard logo={settings.logo} company={settings.company.companyName} canEdit={settings.canEdit} />
            <OwnAccountCard />
            <ChangePasswordCard />
            <TotpCard />
            <PasskeysCard />
            <FormAliasCard
              form={settings.form}
              statement={settings.accessibilityStatement}
              canEdit={settings.canEdit}
            />
            {(settings.channels.phoneAvailable || settings.channels.emailAvailable) && (
              <ChannelsCard channels={settings.channels} canEdit={settings.canEdit} />
            )}
            {settings.voiceMessages.available && (
              <VoiceMessagesCard voice={settings.voiceMessages} canEdit={settings.canEdit} />
            )}
            <SecurityCard security={settings.security} canEdit={settings.canEdit} />
            <ExternalChannelsNoteCard note={settings.externalChannelsNote} canEdit={settings.canEdit} />
            <RulesCard rules={settings.rules} canEdit={settings.canEdit} />
            {settings.canEdit && <ProcedureCard />}
          </SimpleGrid>
        </Stack>
      )}
    </QueryContent>
  );
}

/**
 * Ustawienia: company data, logo, own account, password, form alias and accessibility
 * statement, additional types (if the package includes them), security and the organisation's text
 * on external reports, and for the main administrator the way to the internal reporting procedure. An expired licence
 * hides the content behind the subscription banner.
 */
export function SettingsPage() {
  const session = useRequiredSession();
  return (
    <Stack gap="md">
      <Title order={1}>{settingsTexts.title}</Title>
      {!session.customerIsActive ? <LicenceBlockedNotice /> : <SettingsCards />}
    </Stack>
  );
}
