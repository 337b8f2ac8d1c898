import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { procedureTexts as t } from '@shared/messages/procedure.js';
import { paths } from '@/config/paths.js';
import { SettingsCard } from './settings-card.js';

/** The way to 'Procedura zgłoszeń wewnętrznych' and the GDPR documents (main administrator). */
export function ProcedureCard() {
  return (
    <SettingsCard title={t.title}>
      <Text size="sm">{t.settingsLinkHint}</Text>
      <Button component={Link} to={paths.settingsProcedure} variant="light" w="fit-content">
        {t.settingsLink}
      </Button>
    </SettingsCard>
  );
}
