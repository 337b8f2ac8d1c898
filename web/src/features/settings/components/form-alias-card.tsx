import { Anchor, Stack, Text } from '@mantine/core';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { aliasTexts, statementTexts } from '@shared/messages/settings.js';
import { paths } from '../../../config/paths.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';

/** The alias is displayed only if longer than 5 characters (doc 3 §2). */
const ALIAS_SHOWN_FROM = 6;

interface FormAliasCardProps {
  form: Settings['form'];
  statement: Settings['accessibilityStatement'];
}

/** Form alias and accessibility statement (doc 3 §2). */
export function FormAliasCard({ form, statement }: FormAliasCardProps) {
  const url = `${window.location.origin}${paths.form(form.alias)}`;
  return (
    <SettingsCard title={aliasTexts.title}>
      <Stack gap="sm">
        <DetailList
          rows={[
            [aliasTexts.alias, form.alias.length >= ALIAS_SHOWN_FROM ? form.alias : '-'],
            [
              aliasTexts.formAddress,
              <Anchor key="url" href={paths.form(form.alias)} target="_blank" rel="noopener noreferrer" size="sm">
                {url}
              </Anchor>,
            ],
            [statementTexts.title, statement ? statement.name : statementTexts.none],
          ]}
        />
        {!form.isCustom && (
          <Text size="sm" c="dimmed">
            {aliasTexts.generated}
          </Text>
        )}
      </Stack>
    </SettingsCard>
  );
}
