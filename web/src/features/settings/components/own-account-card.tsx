import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { staffUserTypeLabel } from '@shared/domain/staff-user.js';
import { useRequiredSession } from '../../../lib/session.js';
import { ownAccountTexts } from '@shared/messages/back-office.js';

const warsawDate = (iso: string) => new Date(iso).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' });

/** Settings → own account (doc 3 §2), from the session: nothing to load. */
export function OwnAccountCard() {
  const session = useRequiredSession();
  const t = ownAccountTexts;
  const rows: [string, string][] = [
    [t.name, session.name],
    [t.email, session.email],
    [t.phone, session.phone ?? t.none],
    [t.registrationDate, warsawDate(session.registrationDate)],
    [t.type, staffUserTypeLabel[session.type]],
    [t.canArchivize, session.canArchivize ? t.yes : t.no],
    [t.canReports, session.canReports ? t.yes : t.no],
  ];
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.title}
        </Title>
        <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
          {rows.map(([label, value]) => [
            <Text key={`${label}-dt`} component="dt" size="sm" c="dimmed">
              {label}
            </Text>,
            <Text key={`${label}-dd`} component="dd" size="sm" m={0}>
              {value}
            </Text>,
          ])}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
