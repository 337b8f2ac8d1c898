import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { ZFormAlias, type Settings } from '@shared/contracts/settings/schemas.js';
import { aliasLimits } from '@shared/domain/alias.js';
import { aliasTexts as t, settingsPageTexts } from '@shared/messages/settings.js';
import { z } from '@shared/validation.js';
import { FormFooter } from '@/components/form-footer.js';
import { paths } from '@/config/paths.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useDeleteFormAlias } from '../api/delete-form-alias.js';
import { useSetFormAlias } from '../api/set-form-alias.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';
import { StatementSection } from './statement-section.js';

/** The alias is displayed only if longer than 5 characters. */
const ALIAS_SHOWN_FROM = aliasLimits.min;

const ZAliasForm = z.object({ alias: ZFormAlias });
type AliasValues = z.input<typeof ZAliasForm>;

/** The full address of the form at an alias, as a reporter types it. */
const formUrl = (alias: string) => `${window.location.origin}${paths.form(alias)}`;

function AliasForm({ current, onDone }: { current: string; onDone: () => void }) {
  const save = useSetFormAlias();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AliasValues>({
    mode: 'controlled',
    initialValues: { alias: current },
    validate: schemaResolver(ZAliasForm, { sync: true }),
    validateInputOnChange: true,
  });

  const store = async (alias: string) => {
    setError(null);
    try {
      await save.mutateAsync({ body: { alias } });
      // The menu's 'Formularz' link comes with the session: reload it.
      void revalidator.revalidate();
      notifications.show({ color: 'green', message: t.saved });
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.alias) form.setFieldError('alias', failure.fields.alias);
      setError(errorText(failure));
    }
  };

  const submit = form.onSubmit(({ alias }) => {
    const trimmed = alias.trim();
    modals.openConfirmModal({
      title: t.confirmTitle,
      children: <Text size="sm">{t.confirmSave(formUrl(trimmed))}</Text>,
      labels: { confirm: t.save, cancel: settingsPageTexts.cancel },
      onConfirm: () => void store(trimmed),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t.edit}>
      <Stack gap="sm">
        <TextInput
          label={t.alias}
          description={t.hint}
          autoComplete="off"
          required
          disabled={save.isPending}
          key={form.key('alias')}
          {...form.getInputProps('alias')}
        />
        <FormFooter error={error} progress={null}>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {settingsPageTexts.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t.save}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}

function RemoveAliasButton({ generated }: { generated: string }) {
  const remove = useDeleteFormAlias();
  const revalidator = useRevalidator();
  const confirm = () =>
    modals.openConfirmModal({
      title: t.confirmTitle,
      children: <Text size="sm">{t.confirmRemove(formUrl(generated))}</Text>,
      labels: { confirm: t.remove, cancel: settingsPageTexts.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync({}).then(
          () => {
            void revalidator.revalidate();
            notifications.show({ color: 'green', message: t.removed });
          },
          (failure: unknown) => notifications.show({ color: 'red', message: errorText(failure) }),
        ),
    });
  return (
    <Button variant="subtle" color="red" onClick={confirm} disabled={remove.isPending}>
      {t.remove}
    </Button>
  );
}

interface FormAliasCardProps {
  form: Settings['form'];
  statement: Settings['accessibilityStatement'];
  canEdit: boolean;
}

/** Form alias and accessibility statement; the alias is changed by the main administrator. */
export function FormAliasCard({ form, statement, canEdit }: FormAliasCardProps) {
  const [editing, setEditing] = useState(false);
  return (
    <SettingsCard title={t.title}>
      <Stack gap="sm">
        {editing ? (
          <AliasForm current={form.alias} onDone={() => setEditing(false)} />
        ) : (
          <>
            <DetailList
              rows={[
                [t.alias, form.alias.length >= ALIAS_SHOWN_FROM ? form.alias : '-'],
                [
                  t.formAddress,
                  <Anchor key="url" href={paths.form(form.alias)} target="_blank" rel="noopener noreferrer" size="sm">
                    {formUrl(form.alias)}
                  </Anchor>,
                ],
              ]}
            />
            {!form.isCustom && (
              <Text size="sm" c="dimmed">
                {t.generated}
              </Text>
            )}
            {canEdit && (
              <Group>
                <Button variant="light" onClick={() => setEditing(true)}>
                  {t.edit}
                </Button>
                {form.isCustom && <RemoveAliasButton generated={form.generatedAlias} />}
              </Group>
            )}
          </>
        )}
        <StatementSection statement={statement} canEdit={canEdit} />
      </Stack>
    </SettingsCard>
  );
}
