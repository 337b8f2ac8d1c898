import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ZCompanyData, type Settings } from '@shared/contracts/settings/schemas.js';
import { accountLimits } from '@shared/domain/auth.js';
import { settingsLimits } from '@shared/domain/settings.js';
import { companyDataTexts as t } from '@shared/messages/settings.js';
import type { z } from '@shared/validation.js';
import { FormTextInput } from '@/components/form-inputs.js';
import { formatDate } from '@/lib/dates.js';
import { useUpdateCompanyData } from '../api/update-company-data.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';
import { EditButton, SettingsFormFooter, useConfirmedSave } from './settings-edit.js';
import { digitsOnly } from '@/lib/digits.js';

type Company = Settings['company'];
type CompanyValues = z.input<typeof ZCompanyData>;

const valuesOf = (company: Company): CompanyValues => ({
  companyName: company.companyName,
  companyAddress: company.companyAddress,
  companyZipCode: company.companyZipCode,
  companyCity: company.companyCity,
  nip: company.nip ?? '',
});

/** Doc 3 §5: submit stays disabled while name, address or city is under 3 characters, or the zip code under 5. */
const longEnough = (values: CompanyValues): boolean =>
  values.companyName.trim().length >= accountLimits.companyTextMin &&
  values.companyAddress.trim().length >= accountLimits.companyTextMin &&
  values.companyZipCode.trim().length >= accountLimits.companyZipCodeMin &&
  values.companyCity.trim().length >= accountLimits.companyTextMin;

function CompanyDataForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const update = useUpdateCompanyData();
  const form = useForm<CompanyValues>({
    mode: 'controlled',
    initialValues: valuesOf(company),
    validate: schemaResolver(ZCompanyData, { sync: true }),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const values = form.getValues();

  const { error, confirmSave } = useConfirmedSave({
    texts: t,
    save: (raw: CompanyValues) => update.mutateAsync({ body: ZCompanyData.parse(raw) }),
    onDone,
    setFieldErrors: form.setErrors,
  });
  const submit = form.onSubmit(confirmSave);

  const nipInput = form.getInputProps('nip');
  return (
    <form noValidate onSubmit={submit} aria-label={t.edit}>
      <Stack gap="sm">
        <FormTextInput
          form={form}
          name="companyName"
          label={t.name}
          autoComplete="organization"
          disabled={update.isPending}
        />
        <FormTextInput
          form={form}
          name="companyAddress"
          label={t.address}
          autoComplete="street-address"
          disabled={update.isPending}
        />
        <FormTextInput
          form={form}
          name="companyZipCode"
          label={t.zipCode}
          autoComplete="postal-code"
          disabled={update.isPending}
        />
        <FormTextInput
          form={form}
          name="companyCity"
          label={t.city}
          autoComplete="address-level2"
          disabled={update.isPending}
        />
        <TextInput
          label={t.nip}
          description={t.nipHint}
          inputMode="numeric"
          autoComplete="off"
          disabled={update.isPending}
          key={form.key('nip')}
          {...nipInput}
          // Only digits are accepted while typing.
          onChange={(event) =>
            form.setFieldValue('nip', digitsOnly(event.currentTarget.value, settingsLimits.nipLength + 1))
          }
        />
        <SettingsFormFooter
          error={error}
          busy={update.isPending}
          saveDisabled={!longEnough(values)}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** Company data: name, address, zip code, city, NIP, status, valid-to; edited by the main administrator. */
export function CompanyDataCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <SettingsCard title={t.title}>
      {editing ? (
        <CompanyDataForm company={company} onDone={() => setEditing(false)} />
      ) : (
        <>
          <DetailList
            rows={[
              [t.name, company.companyName],
              [t.address, company.companyAddress || '-'],
              [t.zipCode, company.companyZipCode || '-'],
              [t.city, company.companyCity || '-'],
              [t.nip, company.nip ?? '-'],
              [t.status, company.isActive ? t.active : t.inactive],
              [t.validTo, formatDate(company.validTo)],
              [t.package, company.packageName],
            ]}
          />
          {canEdit && <EditButton label={t.edit} onClick={() => setEditing(true)} />}
        </>
      )}
    </SettingsCard>
  );
}
