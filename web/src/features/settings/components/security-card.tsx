import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { securityTexts as t } from '@shared/messages/settings.js';
import { totpTexts } from '@shared/messages/totp.js';
import { useUpdateSecurity } from '../api/update-security.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';
import { EditButton, SettingsFormFooter, useConfirmedSave } from './settings-edit.js';

type Security = Settings['security'];

function SecurityForm({ security, onDone }: { security: Security; onDone: () => void }) {
  const update = useUpdateSecurity();
  // The session says whether staff files are scanned (the notices where files are added): reload it.
  const revalidator = useRevalidator();
  const [values, setValues] = useState(security);
  const { error, confirmSave } = useConfirmedSave({
    texts: t,
    save: async (body: Security) => {
      await update.mutateAsync({ body });
      void revalidator.revalidate();
    },
    onDone,
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirmSave(values);
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
        <Switch
          label={totpTexts.requireSecondFactor}
          description={totpTexts.requireSecondFactorHint}
          checked={values.requireSecondFactor}
          disabled={update.isPending}
          onChange={(event) => setValues((v) => ({ ...v, requireSecondFactor: event.currentTarget.checked }))}
        />
        <SettingsFormFooter error={error} busy={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * Security: the two antivirus toggles and 'Wymagaj drugiego składnika logowania', changed by the
 * main administrator. Reporters'
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
                [totpTexts.requireSecondFactor, security.requireSecondFactor ? t.on : t.off],
              ]}
            />
            {canEdit && <EditButton label={t.edit} onClick={() => setEditing(true)} />}
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
