import { Anchor, Stack, Title } from '@mantine/core';
import { downloadPublicAttachment } from '@shared/contracts/form/get-public-category.js';
import { formTexts } from '@shared/messages/form.js';
import { callApi } from '../../../lib/api-client.js';
import { formatApiError } from '../../../lib/api-errors.js';

interface CategoryDownloadsProps {
  alias: string;
  categoryId: string;
  attachments: readonly { id: string; name: string }[];
  onError: (text: string) => void;
}

/** Opens a short-lived download address in a new tab, so the form and what was typed stay. */
function openDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

/** 'Materiały do pobrania': the files the category offers to reporters (doc 3 §2). */
export function CategoryDownloads({ alias, categoryId, attachments, onError }: CategoryDownloadsProps) {
  const download = async (fileId: string) => {
    try {
      const { url } = await callApi(downloadPublicAttachment, { params: { alias, id: categoryId, fileId } });
      openDownload(url);
    } catch (error) {
      onError(formatApiError(error));
    }
  };
  return (
    <Stack gap={4} component="section" aria-labelledby="downloads-heading">
      <Title order={2} size="h4" id="downloads-heading">
        {formTexts.downloads}
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
