import { Alert, Stack, Text } from '@mantine/core';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { commonTexts } from '@shared/messages/common.js';
import { securityTexts as t } from '@shared/messages/settings.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';

/**
 * Security (doc 3 §2): the two antivirus toggles. Scanning itself is not built yet: the card says
 * so ('W przygotowaniu'), and that the toggles are stored but change nothing until it is.
 */
export function SecurityCard({ security }: { security: Settings['security'] }) {
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm">
        <DetailList
          rows={[
            [t.adminFiles, security.adminFilesAntivirusScan ? t.on : t.off],
            [t.reporterFiles, security.reporterFilesAntivirusScan ? t.on : t.off],
          ]}
        />
        <Alert color="blue" variant="light" title={commonTexts.inProgress} role="note">
          <Text size="sm">{t.pending}</Text>
          <Text size="sm" mt="xs">
            {t.plaintext}
          </Text>
        </Alert>
      </Stack>
    </SettingsCard>
  );
}
