import { Image, Stack } from '@mantine/core';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { logoTexts as t } from '@shared/messages/settings.js';
import defaultLogoUrl from '../../../assets/default-logo.svg';
import { SettingsCard } from './settings-card.js';

interface LogoCardProps {
  logo: Settings['logo'];
  company: string;
}

/** Logo (doc 3 §2): the organisation's logo, or a default logo image when it has none. */
export function LogoCard({ logo, company }: LogoCardProps) {
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm" align="flex-start">
        {logo ? (
          <Image src={defaultLogoUrl} alt={t.current(company)} h={64} w="auto" fit="contain" />
        ) : (
          <Image src={defaultLogoUrl} alt={t.defaultLogo} h={64} w="auto" fit="contain" />
        )}
      </Stack>
    </SettingsCard>
  );
}
