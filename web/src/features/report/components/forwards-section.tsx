import { Alert, Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { Forward } from '@shared/contracts/forwards/schemas.js';
import { shareRules } from '@shared/domain/forwards.js';
import { forwardTexts as t } from '@shared/messages/forwards.js';
import { ScrollTable } from '@/components/table-parts.js';
import { errorText } from '@/lib/api-errors.js';
import { formatDateTime } from '@/lib/dates.js';
import { useRefreshForward } from '../api/get-forward.js';
import { useForwards } from '../api/list-forwards.js';

const statusColor: Record<Forward['delivery'], string> = {
  sent: 'blue',
  delivered: 'green',
  delayed: 'yellow',
  bounced: 'red',
  complained: 'red',
  rejected: 'red',
  failed: 'red',
};

/**
 * The list of forwards: name,
 * recipient, send date, delivery date and status (from SES's delivery events), downloads and
 * expiry, with a per-row 'Odśwież status'.
 */
export function ForwardsSection({ reportId }: { reportId: string }) {
  const forwards = useForwards(reportId);
  const refresh = useRefreshForward(reportId);
  if (forwards.isError) return <Alert color="red">{errorText(forwards.error)}</Alert>;
  const list = forwards.data?.forwards;
  if (!list) return null;
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t.noForwards}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="forwards">
      {refresh.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(refresh.error)}
        </Alert>
      )}
      <ScrollTable
        minWidth={760}
        verticalSpacing="xs"
        aria-label={t.listLabel}
        head={
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.columnName}</Table.Th>
              <Table.Th>{t.columnRecipient}</Table.Th>
              <Table.Th>{t.columnSentAt}</Table.Th>
              <Table.Th>{t.columnDeliveredAt}</Table.Th>
              <Table.Th>{t.columnStatus}</Table.Th>
              <Table.Th>{t.columnDownloads}</Table.Th>
              <Table.Th>{t.columnExpiresAt}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
        }
      >
        {list.map((forward) => (
          <Table.Tr key={forward.forwardId}>
            <Table.Td>
              <Text size="sm">{forward.name || '-'}</Text>
              <Text size="xs" c="dimmed">
                {forward.withFiles ? t.withFilesYes : t.withFilesNo} · {forward.senderName}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{forward.emailTo}</Text>
              {forward.emailCc && (
                <Text size="xs" c="dimmed">
                  {t.copyTo(forward.emailCc)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatDateTime(forward.sentAt)}</Table.Td>
            <Table.Td>{forward.deliveredAt ? formatDateTime(forward.deliveredAt) : t.notDelivered}</Table.Td>
            <Table.Td>
              <Badge color={statusColor[forward.delivery]} variant="light" style={{ textTransform: 'none' }}>
                {t.status[forward.delivery]}
              </Badge>
            </Table.Td>
            <Table.Td>{t.downloads(forward.downloadCount, shareRules.downloadsMax)}</Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(forward.expiresAt)}</Text>
              {forward.expired && (
                <Text size="xs" c="dimmed">
                  {t.expired}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t.refreshOf(forward.emailTo)}
                loading={refresh.isPending && refresh.variables === forward.forwardId}
                onClick={() => refresh.mutate(forward.forwardId)}
              >
                {t.refresh}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </Stack>
  );
}
