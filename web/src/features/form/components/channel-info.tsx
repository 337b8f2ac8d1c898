import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTexts } from '@/i18n/reporter-language.js';
import type { ProcedureInForce } from './procedure-link.js';

/** The link to the procedure in force, with its texts, only for an organisation that has one. */
const ProcedureLink = lazy(() => import('./procedure-link.js').then((m) => ({ default: m.ProcedureLink })));

interface ChannelInfoProps {
  alias: string;
  procedure: ProcedureInForce | null;
  phoneEnabled: boolean;
  mailEnabled: boolean;
  phoneNumber: string | null;
  pin: string | null;
  customEmail: string | null;
}

/** 123456789 → 123 456 789, as a number is read out. */
const spacedNumber = (phoneNumber: string) => phoneNumber.replace(/(\d{3})(?=\d)/g, '$1 ');

/**
 * The organisation's other channels, when enabled (the phone number with the pin, customEmail),
 * and its internal reporting procedure in force.
 */
export function ChannelInfo({ alias, procedure, ...channels }: ChannelInfoProps) {
  return (
    <>
      <OtherChannels {...channels} />
      {procedure && (
        <Suspense fallback={null}>
          <ProcedureLink alias={alias} procedure={procedure} />
        </Suspense>
      )}
    </>
  );
}

function OtherChannels({
  phoneEnabled,
  mailEnabled,
  phoneNumber,
  pin,
  customEmail,
}: Omit<ChannelInfoProps, 'alias' | 'procedure'>) {
  const t = useTexts('formTexts');
  const phone = phoneEnabled && phoneNumber && pin ? { number: spacedNumber(phoneNumber), pin } : null;
  const mail = mailEnabled && customEmail ? customEmail : null;
  if (!phone && !mail) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="channels-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="channels-heading">
          {t.channels}
        </Title>
        {phone && <Text size="sm">{t.phoneChannel(phone.number, phone.pin)}</Text>}
        {mail && (
          <>
            <Text size="sm">
              {t.mailChannel} <Anchor href={`mailto:${mail}`}>{mail}</Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {t.mailChannelNote}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
