import { Anchor, Stack, Title } from '@mantine/core';
import { useTexts } from '@/i18n/reporter-language.js';
import { formatApiError } from '@/lib/api-errors.js';

/** Only when a reporter downloads a file: the call is not on the form's first load (docs/figures.md "Budgets"). */
const loadDownload = () => import('../api/download-public-attachment.js');

interface CategoryDownloadsProps {
  alias: string;
  categoryId: string;
  attachments: readonly { id: string; name: string }[];
  onError: (text: string) => void;
}

/** 'Materiały do pobrania': the files the category offers to reporters. */
export function CategoryDownloads({ alias, categoryId, attachments, onError }: CategoryDownloadsProps) {
  const t = useTexts('formTexts');
  const download = async (fileId: string) => {
    try {
      const { downloadPublicAttachment } = await loadDownload();
      await downloadPublicAttachment(alias, categoryId, fileId);
    } catch (error) {
      onError(formatApiError(error));
    }
  };
  return (
    <Stack gap={4} component="section" aria-labelledby="downloads-heading">
      <Title order={2} size="h4" id="downloads-heading">
        {t.downloads}
      </Title>
      <Stack gap={4} component="ul" m={0} pl="md">
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <Anchor component="button" type="button" onClick={() => void download(attachment.id)}>
              {attachment.name}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
