import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { securityTexts as t, settingsPageTexts } from '@shared/messages/settings.js';
import { FormFooter } from '@/components/form-footer.js';
import { errorText } from '@/lib/api-errors.js';
import { useUpdateSecurity } from '../api/update-security.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';

type Security = Settings['security'];

function SecurityForm({ security, onDone }: { security: Security; onDone: () => void }) {
  const update = useUpdateSecurity();
  // The session says whether staff files are scanned (the notices where files are added): reload it.
  const revalidator = useRevalidator();
  const [values, setValues] = useState(security);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({ body: values });
      notifications.show({ color: 'green', message: t.saved });
      void revalidator.revalidate();
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    modals.openConfirmModal({
      title: t.confirmTitle,
      children: <Text size="sm">{t.confirm}</Text>,
      labels: { confirm: settingsPageTexts.save, cancel: settingsPageTexts.cancel },
      onConfirm: () => void save(),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t.edit}>
      <Stack gap="sm">
        <Switch
          label={t.adminFiles}
          checked={values.adminFilesAntivirusScan}
          disabled={update.isPending}
          onChange={(event) => setValues((v) => ({ ...v, adminFilesAntivirusScan: event.currentTarget.checked }))}
        />
        <Switch
          label={t.reporterFiles}
          checked={values.reporterFilesAntivirusScan}
          disabled={update.isPending}
          onChange={(event) => setValues((v) => ({ ...v, reporterFilesAntivirusScan: event.currentTarget.checked }))}
        />
        <FormFooter error={error} progress={null}>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {settingsPageTexts.cancel}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {settingsPageTexts.save}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}

/**
 * Security: the two antivirus toggles, changed by the main administrator. Reporters'
 * and staff files are scanned when on (the card, the form and the staff upload places say the
 * server then sees them).
 */
export function SecurityCard({ security, canEdit }: { security: Security; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm">
        {editing ? (
          <SecurityForm security={security} onDone={() => setEditing(false)} />
        ) : (
          <>
            <DetailList
              rows={[
                [t.adminFiles, security.adminFilesAntivirusScan ? t.on : t.off],
                [t.reporterFiles, security.reporterFilesAntivirusScan ? t.on : t.off],
              ]}
            />
            {canEdit && (
              <Group>
                <Button variant="light" onClick={() => setEditing(true)}>
                  {t.edit}
                </Button>
              </Group>
            )}
          </>
        )}
        <Alert color="yellow" variant="light" role="note">
          <Text size="sm">{t.plaintext}</Text>
          <Text size="sm" mt="xs">
            {t.adminPlaintext}
          </Text>
        </Alert>
      </Stack>
    </SettingsCard>
  );
}
