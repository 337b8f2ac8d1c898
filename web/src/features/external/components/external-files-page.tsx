import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasShareCodeLength, SHARE_ID_PATTERN, shareRules } from '@shared/domain/forwards.js';
import { externalTexts as t } from '@shared/messages/forwards.js';
import { DetailItem } from '@/components/detail-item.js';
import { PageLoader } from '@/components/page-loader.js';
import { PublicPage } from '@/components/public-page.js';
import { ApiError, formatApiError } from '@/lib/api-errors.js';
import { formatDateTime } from '@/lib/dates.js';
import { followLink } from '@/lib/download.js';
import { useDownloadShare } from '../api/download-share.js';
import { useShare, type ShareDetails } from '../api/get-share.js';
import { useSendShareCode } from '../api/send-share-code.js';

type Notice = { color: 'green' | 'red'; text: string };

/** The spec's failure text of a download; a pause for too many guesses says when to try again. */
function downloadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return formatApiError(error);
  const status = error instanceof ApiError ? error.status : 0;
  return `${status} - ${t.downloadFailed}`;
}

/** The server refused because the share's downloads are used up (not the code, nor a failure to try again). */
const isLimitReached = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'DOWNLOAD_LIMIT_REACHED';

/** The code field's rule: exactly 8 characters; said once the field is left. */
const codeProblem = (code: string): string | null =>
  !code ? t.codeRequired : hasShareCodeLength(code) ? null : t.codeLength;

/**
 * The page once the share is known: what it is, the limit, the code and the download. A share
 * that expired or whose downloads are used up (its data, or the server's refusal saying so) shows
 * that state and offers neither a code nor a download.
 */
function Share({ shareId, share }: { shareId: string; share: ShareDetails }) {
  const sendCode = useSendShareCode(shareId);
  const download = useDownloadShare(shareId);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codeNotice, setCodeNotice] = useState<Notice | null>(null);
  const [downloadNotice, setDownloadNotice] = useState<Notice | null>(null);
  const [limitRefused, setLimitRefused] = useState(false);
  const limitReached = limitRefused || share.downloadCount >= share.downloadsMax;
  const closed = share.expired || limitReached;
  const codeComplete = hasShareCodeLength(code);

  const generate = () => {
    setCodeNotice(null);
    sendCode.mutate(
      { params: { shareId } },
      {
        onSuccess: () => setCodeNotice({ color: 'green', text: t.codeSent }),
        onError: (error) =>
          isLimitReached(error) ? setLimitRefused(true) : setCodeNotice({ color: 'red', text: t.codeFailed }),
      },
    );
  };
  const fetchZip = () => {
    setDownloadNotice(null);
    if (closed || !codeComplete) return;
    download.mutate(
      { params: { shareId }, body: { code } },
      {
        onSuccess: ({ url }) => {
          setCode('');
          followLink(url);
        },
        onError: (error) =>
          isLimitReached(error)
            ? setLimitRefused(true)
            : setDownloadNotice({ color: 'red', text: downloadFailure(error) }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap="sm" component="dl" m={0}>
        <DetailItem term={t.sharedBy}>{share.organisationName}</DetailItem>
        <DetailItem term={t.identifier}>{share.identifier}</DetailItem>
        <DetailItem term={t.expiresAt}>{formatDateTime(share.expiresAt)}</DetailItem>
        <DetailItem term={t.limit}>{t.used(share.downloadCount)}</DetailItem>
      </Stack>
      {share.expired ? (
        <Alert color="gray" variant="light">
          {t.expired}
        </Alert>
      ) : (
        limitReached && (
          <Alert color="gray" variant="light">
            {t.limitUsed}
          </Alert>
        )
      )}
      <Text size="sm">{t.codeGoesTo(share.email)}</Text>
      <Group>
        <Button variant="light" onClick={generate} loading={sendCode.isPending} disabled={closed}>
          {t.generate}
        </Button>
      </Group>
      {codeNotice && !closed && (
        <Alert color={codeNotice.color} variant="light" role={codeNotice.color === 'red' ? 'alert' : 'status'}>
          {codeNotice.text}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          fetchZip();
        }}
      >
        <Group align="flex-start">
          <TextInput
            label={t.code}
            value={code}
            onChange={(event) => {
              const typed = event.currentTarget.value.trim();
              setCode(typed);
              if (codeError && !codeProblem(typed)) setCodeError(null);
            }}
            onBlur={() => setCodeError(codeProblem(code))}
            maxLength={shareRules.codeLength}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            disabled={closed}
            error={closed ? null : codeError}
            styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.1em' } }}
          />
          <Button type="submit" mt={25} loading={download.isPending} disabled={closed || !codeComplete}>
            {t.download}
          </Button>
        </Group>
      </form>
      {downloadNotice && !closed && (
        <Alert color="red" variant="light" role="alert">
          {downloadNotice.text}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The external files page: who shared, the report number, the expiry,
 * 'Limit 5 pobrań' with the used count, 'Generuj kod' (the code goes to the recipient's e-mail),
 * the code field and the download of the zip through a short-lived URL.
 */
export function ExternalFilesPage() {
  const [search] = useSearchParams();
  const shareId = search.get('share') ?? '';
  const valid = SHARE_ID_PATTERN.test(shareId);
  const share = useShare(shareId, valid);
  let content: ReactNode;
  if (!valid) content = <Alert color="red">{t.missingShare}</Alert>;
  else if (share.isError)
    content = (
      <Alert color="red">
        {share.error instanceof ApiError && share.error.status === 404 ? t.notFound : formatApiError(share.error)}
      </Alert>
    );
  else if (!share.data) content = <PageLoader />;
  else content = <Share shareId={shareId} share={share.data} />;
  return (
    <PublicPage>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t.title}
          </Title>
          {content}
        </Stack>
      </Paper>
    </PublicPage>
  );
}
