import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { settingsPageTexts } from '@shared/messages/settings.js';
import { FormFooter } from '@/components/form-footer.js';
import { ApiError, errorText } from '@/lib/api-errors.js';

interface ConfirmedSaveOptions<Values> {
  /** The confirmation is titled `confirmTitle` where it has its own, else the card's `title`. */
  texts: { title: string; confirmTitle?: string; confirm: string; saved: string };
  save: (values: Values) => Promise<unknown>;
  /** Closes the card's edit panel. */
  onDone: () => void;
  /** Where a refusal's field errors go (the server names the form's paths). */
  setFieldErrors?: (errors: Record<string, string>) => void;
}

/**
 * A settings card's save: a confirmation first, then the save, 'zapisano' and the overview again;
 * a refusal stays in the panel as an alert, with its field errors at their fields.
 */
export function useConfirmedSave<Values>({ texts, save, onDone, setFieldErrors }: ConfirmedSaveOptions<Values>) {
  const [error, setError] = useState<string | null>(null);

  const run = async (values: Values) => {
    setError(null);
    try {
      await save(values);
      notifications.show({ color: 'green', message: texts.saved });
      onDone();
    } catch (failure) {
      if (setFieldErrors && failure instanceof ApiError && Object.keys(failure.fields).length > 0)
        setFieldErrors(failure.fields);
      setError(errorText(failure));
    }
  };

  const confirmSave = (values: Values) => {
    modals.openConfirmModal({
      title: texts.confirmTitle ?? texts.title,
      children: <Text size="sm">{texts.confirm}</Text>,
      labels: { confirm: settingsPageTexts.save, cancel: settingsPageTexts.cancel },
      onConfirm: () => void run(values),
    });
  };

  return { error, confirmSave };
}

/** The end of a settings card's edit panel: its failure, Anuluj and Zapisz. */
export function SettingsFormFooter({
  error,
  busy,
  saveDisabled = false,
  onCancel,
}: {
  error: string | null;
  busy: boolean;
  saveDisabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <FormFooter error={error} progress={null}>
      <Button variant="default" onClick={onCancel} disabled={busy}>
        {settingsPageTexts.cancel}
      </Button>
      <Button type="submit" disabled={saveDisabled || busy}>
        {settingsPageTexts.save}
      </Button>
    </FormFooter>
  );
}

/** The overview's button that opens a card's edit panel. */
export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group>
      <Button variant="light" onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
