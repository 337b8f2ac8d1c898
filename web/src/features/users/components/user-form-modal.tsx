import { Button, Checkbox, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import type { StaffUserRow } from '@shared/contracts/users/schemas.js';
import { staffUserType, staffUserTypeLabel } from '@shared/domain/staff-user.js';
import { userPanelTexts as t, userTexts } from '@shared/messages/users.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useAddUser } from '../api/add-user.js';
import { useUpdateUser } from '../api/update-user.js';
import {
  isAdministratorType,
  isAuditorType,
  maySubmit,
  newUserValues,
  rowToValues,
  smsPhoneReady,
  toUserInput,
  validateUserForm,
  type UserFormValues,
} from '../lib/user-form.js';
import { NoticeAlert, type Notice } from '@/components/notice-alert.js';

/** Which user the dialog edits: a new one, or a row of the table. */
export type UserFormTarget = { mode: 'add' } | { mode: 'edit'; user: StaffUserRow };

interface UserFormProps {
  target: UserFormTarget;
  /** The logged-in user edits themselves: their type and status stay as they are. */
  self: boolean;
  smsInPackage: boolean;
  onCancel: () => void;
  onSaved: (user: StaffUserRow) => void;
}

const typeOptions = [staffUserType.administrator, staffUserType.user, staffUserType.auditor] as const;

/** `fields` of a 400 answer → the form's fields (the contract's names are the form's, but the status). */
const formErrorsFrom = (error: ApiError): Record<string, string> =>
  Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field === 'status' ? 'active' : field, message]),
  );

function UserForm({ target, self, smsInPackage, onCancel, onSaved }: UserFormProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const add = useAddUser();
  const update = useUpdateUser();
  const saving = add.isPending || update.isPending;
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: target.mode === 'edit' ? rowToValues(target.user) : newUserValues(),
    validate: validateUserForm,
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  const values = form.values;
  // Doc 1 §4: the status checkbox is disabled when editing an administrator; an administrator is always active.
  const statusLocked =
    self || isAdministratorType(values) || (target.mode === 'edit' && target.user.type === staffUserType.administrator);
  const typeLocked = self || (target.mode === 'edit' && target.user.isMainAdmin);

  const save = async () => {
    setNotice(null);
    const body = toUserInput(form.values);
    try {
      const saved =
        target.mode === 'add'
          ? await add.mutateAsync({ body })
          : await update.mutateAsync({ params: { userId: target.user.id }, body });
      onSaved(saved);
    } catch (failure) {
      if (failure instanceof ApiError) form.setErrors(formErrorsFrom(failure));
      setNotice({ kind: 'error', text: errorText(failure) });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const { hasErrors, errors } = form.validate();
    // Doc 1 §5: a phone that is not 9 digits is also an alert, and so is SMS login without one.
    if (errors.phone) setNotice({ kind: 'error', text: userTexts.phoneInvalid });
    else if (values.smsAuthorization && !smsPhoneReady(values))
      setNotice({ kind: 'error', text: userTexts.smsNeedsPhone });
    else if (!hasErrors) void save();
  };

  const toggleSms = (checked: boolean) => {
    if (checked && !smsPhoneReady(values)) {
      setNotice({ kind: 'error', text: userTexts.smsNeedsPhone });
      return;
    }
    if (notice?.text === userTexts.smsNeedsPhone) setNotice(null);
    form.setFieldValue('smsAuthorization', checked);
  };

  const setType = (type: string) => {
    form.setFieldValue('type', type as UserFormValues['type']);
    if (Number(type) === staffUserType.administrator) form.setFieldValue('active', true);
    if (Number(type) === staffUserType.auditor) form.setFieldValue('canExternalSend', false);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <TextInput
          label={t.name}
          required
          data-autofocus
          autoComplete="off"
          disabled={saving}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t.email}
          required
          type="email"
          autoComplete="off"
          disabled={saving}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t.phone}
          description={t.phoneHint}
          inputMode="numeric"
          autoComplete="off"
          disabled={saving}
          {...form.getInputProps('phone')}
        />
        <Radio.Group label={t.type} value={values.type} onChange={setType}>
          <Group gap="md" mt={4}>
            {typeOptions.map((type) => (
              <Radio key={type} value={String(type)} label={staffUserTypeLabel[type]} disabled={saving || typeLocked} />
            ))}
          </Group>
        </Radio.Group>
        {target.mode === 'add' && (
          <Text size="sm" c="dimmed">
            {t.invitationNote}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Checkbox
            label={t.status}
            description={statusLocked && !self ? t.statusLockedHint : t.statusHint}
            disabled={saving || statusLocked}
            checked={values.active || isAdministratorType(values)}
            onChange={(event) => form.setFieldValue('active', event.currentTarget.checked)}
            error={form.errors.active}
          />
          <Checkbox
            label={t.canArchivize}
            disabled={saving}
            {...form.getInputProps('canArchivize', { type: 'checkbox' })}
          />
          <Checkbox
            label={t.canReports}
            disabled={saving}
            {...form.getInputProps('canReports', { type: 'checkbox' })}
          />
          <Checkbox
            label={t.canExternalSend}
            description={t.canExternalSendHint}
            disabled={saving || isAuditorType(values)}
            checked={values.canExternalSend && !isAuditorType(values)}
            onChange={(event) => form.setFieldValue('canExternalSend', event.currentTarget.checked)}
          />
          <Checkbox
            label={t.smsAuthorization}
            description={smsInPackage ? t.smsHint : t.smsNotInPackage}
            disabled={saving || !smsInPackage}
            checked={values.smsAuthorization}
            onChange={(event) => toggleSms(event.currentTarget.checked)}
            error={form.errors.smsAuthorization}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={saving} disabled={!maySubmit(values)}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface UserFormModalProps {
  target: UserFormTarget | null;
  currentUserId: string;
  smsInPackage: boolean;
  onClose: () => void;
  onSaved: (user: StaffUserRow, mode: UserFormTarget['mode']) => void;
}

/** The dialog 'Dodawanie użytkownika' / 'Edycja użytkownika' (docs/features.md, "Limits and rules"). */
export function UserFormModal({ target, currentUserId, smsInPackage, onClose, onSaved }: UserFormModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t.editTitle : t.addTitle}
      size="lg"
      centered
    >
      {target && (
        <UserForm
          key={target.mode === 'edit' ? target.user.id : 'new'}
          target={target}
          self={target.mode === 'edit' && target.user.id === currentUserId}
          smsInPackage={smsInPackage}
          onCancel={onClose}
          onSaved={(user) => onSaved(user, target.mode)}
        />
      )}
    </Modal>
  );
}
