import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.js';
import { isPhoneNumber } from '../lib/caller-phone.js';
import { fieldType } from '@shared/domain/category.js';
import { storedFieldValue, type GivenValue } from '@shared/domain/field-values.js';
import { inboxLimits } from '@shared/domain/inbox.js';
import { phoneReportTexts as t } from '@shared/messages/phone-reports.js';
import { errorText } from '@/lib/api-errors.js';
import { useStoreRecording } from '../api/record-phone-report.js';
import { useStartRecording } from '../api/start-phone-report.js';
import { digitsOnly } from '@/lib/digits.js';
import { LinkLabel } from '@/components/link-label.js';

type Slot = NonNullable<ReturnType<typeof useStartRecording>['data']>;

/**
 * Recording a phone report (type 2): the call's protocol in the phone category's fields and the
 * caller's number, encrypted in this browser to the organisation key as a form report is; the
 * identifier to give the caller is shown once stored.
 */
export function PhoneReportPage() {
  const startRecording = useStartRecording();
  const storeRecording = useStoreRecording();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [values, setValues] = useState<Record<string, GivenValue>>({});
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ identifier: string; reportId: string } | null>(null);
  const inboxAddress = `${window.location.origin}${paths.inboxPhoneLogin}`;

  const another = () => {
    setDone(null);
    setSlot(null);
    setValues({});
    setPhone('');
  };

  const begin = async () => {
    setError(null);
    try {
      setSlot(await startRecording.mutateAsync({}));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const save = async () => {
    if (!slot) return;
    if (!isPhoneNumber(phone)) return setError(t.callerPhoneInvalid);
    setBusy(true);
    setError(null);
    try {
      const crypto = await import('@shared/crypto/submission.js');
      const fields = slot.category.fields.flatMap((field) => {
        const value = storedFieldValue(field, values[field.id]);
        return value === null ? [] : [{ fieldId: field.id, value }];
      });
      const { body } = await crypto.encryptPhoneReport(slot, { fields, reporter: null, files: [] }, phone);
      const stored = await storeRecording.mutateAsync({
        body: { reportId: slot.reportId, slotToken: slot.slotToken, categoryId: slot.category.id, ...body },
      });
      setDone({ identifier: stored.identifier, reportId: stored.reportId });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        {t.title}
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      {done ? (
        <Alert color="green" title={t.recorded}>
          <Stack gap="xs">
            <Text size="sm">{t.giveIdentifier}</Text>
            <Text fw={700}>
              {t.identifier}: {done.identifier}
            </Text>
            <Text size="sm">
              {t.inboxLink}:{' '}
              <Anchor href={inboxAddress} target="_blank" rel="noreferrer">
                {inboxAddress}
              </Anchor>
            </Text>
            <Group gap="sm">
              <Button component={Link} to={paths.signal(done.reportId)} variant="light">
                {t.openReport}
              </Button>
              <Button variant="default" onClick={another}>
                {t.another}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : !slot ? (
        <Stack gap="sm">
          <Text size="sm">{t.intro}</Text>
          <Button onClick={() => void begin()} w="fit-content">
            {t.record}
          </Button>
        </Stack>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text size="sm">
              {t.category}: {slot.category.name}
            </Text>
            {slot.category.fields.map((field) => {
              const set = (value: GivenValue) => setValues((current) => ({ ...current, [field.id]: value }));
              const given = values[field.id];
              const text = typeof given === 'string' ? given : '';
              if (field.type === fieldType.longText)
                return (
                  <Textarea
                    key={field.id}
                    label={field.label}
                    required={field.required}
                    minRows={4}
                    rows={6}
                    value={text}
                    onChange={(e) => set(e.currentTarget.value)}
                  />
                );
              if (field.type === fieldType.checkbox)
                return (
                  <Checkbox
                    key={field.id}
                    label={<LinkLabel label={field.label} required={field.required} />}
                    checked={given === true}
                    onChange={(e) => set(e.currentTarget.checked)}
                  />
                );
              if (field.type === fieldType.select)
                return (
                  <Select
                    key={field.id}
                    label={field.label}
                    required={field.required}
                    data={field.options}
                    value={text || null}
                    onChange={(value) => set(value ?? '')}
                  />
                );
              return (
                <TextInput
                  key={field.id}
                  label={field.label}
                  required={field.required}
                  value={text}
                  onChange={(e) => set(e.currentTarget.value)}
                />
              );
            })}
            <TextInput
              label={t.callerPhone}
              description={t.callerPhoneHint}
              required
              inputMode="numeric"
              value={phone}
              onChange={(e) => setPhone(digitsOnly(e.currentTarget.value, inboxLimits.phoneDigits))}
            />
            <Button onClick={() => void save()} loading={busy} w="fit-content">
              {t.save}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
