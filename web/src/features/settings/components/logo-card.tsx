import { Image, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { logoTexts as t } from '@shared/messages/settings.js';
import defaultLogoUrl from '@/assets/default-logo.svg';
import { useDeleteLogo } from '../api/delete-logo.js';
import { useLogoImage } from '../api/get-logo.js';
import { useUploadLogo } from '../api/upload-logo.js';
import { useObjectUrl } from '../hooks/use-object-url.js';
import { logoAccept, logoProblem } from '../lib/settings-files.js';
import { SettingsCard } from './settings-card.js';
import { SettingsFileControls } from './settings-file-controls.js';

const LOGO_HEIGHT = 64;

function DefaultLogo() {
  return <Image src={defaultLogoUrl} alt={t.defaultLogo} h={LOGO_HEIGHT} w="auto" fit="contain" />;
}

/** The organisation's logo as stored; the default logo while it loads or if it cannot be read. */
function OrganisationLogo({ logoId, company }: { logoId: string; company: string }) {
  const image = useLogoImage(logoId);
  const url = useObjectUrl(image.data);
  if (!url) return <DefaultLogo />;
  return <Image src={url} alt={t.current(company)} h={LOGO_HEIGHT} w="auto" fit="contain" />;
}

function LogoActions({ hasLogo }: { hasLogo: boolean }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <SettingsFileControls
      texts={t}
      accept={logoAccept}
      problemOf={logoProblem}
      upload={useUploadLogo()}
      remove={useDeleteLogo()}
      hasFile={hasLogo}
      error={error}
      onError={setError}
    />
  );
}

interface LogoCardProps {
  logo: Settings['logo'];
  company: string;
  canEdit: boolean;
}

/** Logo: the organisation's logo, or a default logo image when it has none; PNG up to 5 MB. */
export function LogoCard({ logo, company, canEdit }: LogoCardProps) {
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm" align="flex-start">
        {logo ? <OrganisationLogo key={logo.id} logoId={logo.id} company={company} /> : <DefaultLogo />}
        {canEdit && <LogoActions hasLogo={logo !== null} />}
      </Stack>
    </SettingsCard>
  );
}
