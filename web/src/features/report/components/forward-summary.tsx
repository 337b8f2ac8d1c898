import { List, Stack, Text, Title } from '@mantine/core';
import { forwardTexts as t } from '@shared/messages/forwards.js';
import { formatFileSize } from '@/lib/file-size.js';

/** One file of a built bundle: its name as staff know it, where it comes from, its size in the zip. */
export interface BundleItem {
  name: string;
  kind: string;
  size: number;
  /** What removing the file's metadata did (the report PDF has none to say). */
  metadata?: string;
}

export interface BundleSummary {
  emailTo: string;
  emailCc: string | null;
  pdf: BundleItem;
  files: BundleItem[];
  /** The zip's bytes: what is uploaded. */
  zipSize: number;
}

const Item = ({ item }: { item: BundleItem }) => (
  <List.Item>
    <Text span size="sm" fw={600}>
      {item.name}
    </Text>{' '}
    <Text span size="sm" c="dimmed">
      ({item.kind})
    </Text>{' '}
    <Text span size="sm">
      — {formatFileSize(item.size)}
    </Text>
    {item.metadata && (
      <Text size="xs" c="dimmed">
        {item.metadata}
      </Text>
    )}
  </List.Item>
);

/**
 * What leaves the organisation, exactly as built (docs/security.md §6.7): to whom, the
 * report PDF and each chosen file by name, size and what was removed from it, and the zip's
 * size; shown before anything is uploaded.
 */
export function ForwardSummary({ summary }: { summary: BundleSummary }) {
  return (
    <Stack gap="xs" role="region" aria-labelledby="forward-summary-title" data-testid="forward-summary">
      <Title order={3} size="h5" id="forward-summary-title">
        {t.summaryTitle}
      </Title>
      <Text size="sm">{t.summaryRecipients(summary.emailTo, summary.emailCc)}</Text>
      <Text size="sm">{t.summaryIntro}</Text>
      <List spacing={2}>
        {[summary.pdf, ...summary.files].map((item, index) => (
          <Item key={`${index}-${item.name}`} item={item} />
        ))}
      </List>
      {summary.files.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.summaryNoFiles}
        </Text>
      )}
      <Text size="sm" fw={600}>
        {t.summaryTotal(formatFileSize(summary.zipSize))}
      </Text>
    </Stack>
  );
}
