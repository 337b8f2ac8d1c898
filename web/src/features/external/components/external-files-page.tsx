import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasShareCodeLength, SHARE_ID_PATTERN, shareRules } from '@shared/domain/forwards.js';
import { externalTextsIn } from '@shared/messages/external-catalogue.js';
import type { externalTexts } from '@shared/messages/external.js';
import type { Translation } from '@shared/messages/catalogue.js';
import { loadingTexts } from '@shared/messages/loading.js';
import { pageTitleTexts } from '@shared/messages/page-titles.js';
import { DetailItem } from '@/components/detail-item.js';
import { PageLoader } from '@/components/page-loader.js';
import { PublicPage } from '@/components/public-page.js';
import { externalOffer } from '@/i18n/language-choice.js';
import { LanguageSwitcher } from '@/i18n/language-switcher.js';
import { ReporterLanguageProvider, useReporterLanguage } from '@/i18n/reporter-language.js';
import { useFailureInLanguage } from '@/i18n/failure-in-language.js';
import { ApiError } from '@/lib/api-errors.js';
import { formatDateTime } from '@/lib/dates.js';
import { followLink } from '@/lib/download.js';
import { useDownloadShare } from '../api/download-share.js';
import { useShare, type ShareDetails } from '../api/get-share.js';
import { useSendShareCode } from '../api/send-share-code.js';

/** What the last 'Generuj kod' came to, said in the language shown (a switch says it again). */
type CodeNotice = 'codeSent' | 'codeFailed';
type Texts = Translation<typeof externalTexts>;

/** The page's texts come with its chunk, both languages: nothing to fetch before it shows. */
const noChunks = [] as const;

/** The page's texts in the language shown, its locale for dates, and the language. */
function useExternalTexts() {
  const { language, locale } = useReporterLanguage();
  return { t: externalTextsIn(language), locale, language };
}

/**
 * A server answer as the alert `{status} - {message}` in the page's language: a text of this
 * page's catalogue by the answer's key; any other as the answer came, which a page in English has
 * already said in English where the reporter catalogues have it (lib/api-error-body.ts).
 */
function answerText(error: unknown, t: Texts): string {
  if (!(error instanceof ApiError)) return t.somethingWentWrong;
  if (error.code === 'NETWORK_ERROR') return t.noConnection;
  if (error.code === 'INVALID_RESPONSE') return t.unreadableAnswer;
  const [catalogue, key, ...rest] = error.ref?.key.split('.') ?? [];
  const own = catalogue === 'externalTexts' && key && !rest.length ? (t as Record<string, unknown>)[key] : undefined;
  const message = typeof own === 'string' ? own : error.message;
  return error.status > 0 ? `${error.status} - ${message}` : message;
}

/** The spec's failure text of a download; a pause for too many guesses says when to try again. */
function downloadFailure(error: unknown, t: Texts): string {
  if (error instanceof ApiError && error.status === 429) return answerText(error, t);
  const status = error instanceof ApiError ? error.status : 0;
  return `${status} - ${t.downloadFailed}`;
}

/** The server refused because the share's downloads are used up (not the code, nor a failure to try again). */
const isLimitReached = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'DOWNLOAD_LIMIT_REACHED';

/** The code field's rule: exactly 8 characters; said once the field is left. */
const codeProblem = (code: string, t: Texts): string | null =>
  !code ? t.codeRequired : hasShareCodeLength(code) ? null : t.codeLength;

/**
 * The page once the share is known: what it is, the limit, the code and the download. A share
 * that expired or whose downloads are used up (its data, or the server's refusal saying so) shows
 * that state and offers neither a code nor a download.
 */
function Share({ shareId, share }: { shareId: string; share: ShareDetails }) {
  const { t, locale, language } = useExternalTexts();
  const sendCode = useSendShareCode(shareId);
  const download = useDownloadShare(shareId);
  const [code, setCode] = useState('');
  // Whether the left field's code breaks its rule; said in the language shown.
  const [codeLeft, setCodeLeft] = useState(false);
  const codeError = codeLeft ? codeProblem(code, t) : null;
  const [codeNotice, setCodeNotice] = useState<CodeNotice | null>(null);
  // A refused download, kept as the failure so that a switch of language says it again.
  const [downloadRefusal, setDownloadRefusal] = useState<{ error: unknown } | null>(null);
  const refusalShown = useFailureInLanguage(downloadRefusal?.error, language);
  const [limitRefused, setLimitRefused] = useState(false);
  const limitReached = limitRefused || share.downloadCount >= share.downloadsMax;
  const closed = share.expired || limitReached;
  const codeComplete = hasShareCodeLength(code);

  const generate = () => {
    setCodeNotice(null);
    sendCode.mutate(
      { params: { shareId } },
      {
        onSuccess: () => setCodeNotice('codeSent'),
        onError: (error) => (isLimitReached(error) ? setLimitRefused(true) : setCodeNotice('codeFailed')),
      },
    );
  };
  const fetchZip = () => {
    setDownloadRefusal(null);
    if (closed || !codeComplete) return;
    download.mutate(
      { params: { shareId }, body: { code } },
      {
        onSuccess: ({ url }) => {
          setCode('');
          followLink(url);
        },
        onError: (error) => (isLimitReached(error) ? setLimitRefused(true) : setDownloadRefusal({ error })),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap="sm" component="dl" m={0}>
        <DetailItem term={t.sharedBy}>{share.organisationName}</DetailItem>
        <DetailItem term={t.identifier}>{share.identifier}</DetailItem>
        <DetailItem term={t.expiresAt}>{formatDateTime(share.expiresAt, locale)}</DetailItem>
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
        <Alert
          color={codeNotice === 'codeSent' ? 'green' : 'red'}
          variant="light"
          role={codeNotice === 'codeSent' ? 'status' : 'alert'}
        >
          {t[codeNotice]}
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
              if (codeLeft && !codeProblem(typed, t)) setCodeLeft(false);
            }}
            onBlur={() => setCodeLeft(codeProblem(code, t) !== null)}
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
      {downloadRefusal && !closed && (
        <Alert color="red" variant="light" role="alert">
          {downloadFailure(refusalShown, t)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The external files page: who shared, the report number, the expiry,
 * 'Limit 5 pobrań' with the used count, 'Generuj kod' (the code goes to the recipient's e-mail),
 * the code field and the download of the zip through a short-lived URL; in Polish or English,
 * with a switcher between them.
 */
export function ExternalFilesPage() {
  return (
    <PublicPage>
      <ReporterLanguageProvider chunks={noChunks} offer={externalOffer}>
        <ExternalFiles />
      </ReporterLanguageProvider>
    </PublicPage>
  );
}

function ExternalFiles() {
  const { t, language } = useExternalTexts();
  const [search] = useSearchParams();
  const shareId = search.get('share') ?? '';
  const valid = SHARE_ID_PATTERN.test(shareId);
  const share = useShare(shareId, valid);
  const shareFailure = useFailureInLanguage(share.error, language);
  useEffect(() => {
    // The tab's title in the language shown (document-title.tsx leaves this page's to it).
    document.title = pageTitleTexts.compose(t.pageTitle);
  }, [t.pageTitle]);
  let content: ReactNode;
  if (!valid) content = <Alert color="red">{t.missingShare}</Alert>;
  else if (share.isError)
    content = (
      <Alert color="red">
        {shareFailure instanceof ApiError && shareFailure.status === 404 ? t.notFound : answerText(shareFailure, t)}
      </Alert>
    );
  else if (!share.data) content = <PageLoader text={loadingTexts[language]} />;
  else content = <Share shareId={shareId} share={share.data} />;
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <LanguageSwitcher label={t.language} />
        <Title order={1} size="h3">
          {t.title}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
