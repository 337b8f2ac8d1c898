import { Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { logoTexts as t, settingsPageTexts } from '@shared/messages/settings.js';
import defaultLogoUrl from '../../../assets/default-logo.svg';
import { ProgressNote } from '../../../components/progress-note.js';
import { errorText } from '../../../lib/api-errors.js';
import { useDeleteLogo } from '../api/delete-logo.js';
import { useLogoImage } from '../api/get-logo.js';
import { useUploadLogo } from '../api/upload-logo.js';
import { useObjectUrl } from '../hooks/use-object-url.js';
import { logoAccept, logoProblem } from '../lib/settings-files.js';
import { StaffScanNotice } from '../../../components/staff-scan-notice.js';
import { SettingsCard } from './settings-card.js';

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
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    const problem = logoProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      notifications.show({ color: 'green', message: t.saved });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t.confirmTitle,
      children: <Text size="sm">{t.confirmRemove}</Text>,
      labels: { confirm: t.remove, cancel: settingsPageTexts.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync({}).then(
          () => notifications.show({ color: 'green', message: t.removed }),
          (failure: unknown) => setError(errorText(failure)),
        ),
    });

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      <StaffScanNotice />
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <ProgressNote text={upload.isPending ? t.uploading : null} />
      <Group>
        <FileButton accept={logoAccept} onChange={(file) => void pick(file)} disabled={busy}>
          {(props) => (
            <Button variant="light" {...props} disabled={busy}>
              {hasLogo ? t.replace : t.upload}
            </Button>
          )}
        </FileButton>
        {hasLogo && (
          <Button variant="subtle" color="red" onClick={confirmRemove} disabled={busy}>
            {t.remove}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

interface LogoCardProps {
  logo: Settings['logo'];
  company: string;
  canEdit: boolean;
}

/** Logo (doc 3 §2): the organisation's logo, or a default logo image when it has none; PNG up to 5 MB. */
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
