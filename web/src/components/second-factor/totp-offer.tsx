import { Code, Stack, Text } from '@mantine/core';
import { totpTexts as t } from '@shared/messages/totp.js';
import { TotpQr } from './totp-qr.js';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
const inGroups = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A secret offered for the authenticator app: its QR code and the same secret as text. */
export function TotpOffer({ secret, uri }: { secret: string; uri: string }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t.scanQr}</Text>
      <TotpQr uri={uri} label={t.qrLabel} />
      <Text size="sm" fw={500}>
        {t.secretLabel}
      </Text>
      <Code fz="md" data-testid="totp-secret">
        {inGroups(secret)}
      </Code>
    </Stack>
  );
}
