import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import { INBOX_POLL_MS, inboxLimits } from '@shared/domain/inbox.js';
import { reportState } from '@shared/domain/report.js';
import { acknowledgementEntry, DecryptedConversation } from '@/components/conversation-list.js';
import { ErrorWording } from '@/components/error-wording.js';
import { FailureSaid } from '@/components/failure-said.js';
import { MessageComposer } from '@/components/message-composer.js';
import { PublicPage } from '@/components/public-page.js';
import { LoadingText, QueryContent } from '@/components/query-content.js';
import { paths } from '@/config/paths.js';
import { LanguageSwitcher } from '@/i18n/language-switcher.js';
import { useReporterLanguage, useTexts } from '@/i18n/reporter-language.js';
import { errorSentence } from '@/lib/api-errors.js';
import { ConversationTexts } from '@/lib/conversation-texts.js';
import {
  conversationVersion,
  decryptConversation,
  type DecryptedFile,
  type DecryptedMessage,
} from '@/lib/conversation-crypto.js';
import { saveDecryptedReportFile } from '@/lib/report-files.js';
import {
  clearInboxSession,
  getInboxSession,
  onInboxUnauthorized,
  setInboxToken,
  type InboxSessionState,
} from '@/lib/inbox-session.js';
import { emptyMessageDraft, isEmptyDraft, type MessageDraft } from '@/lib/message-draft.js';
import { withNotice, type PageNotice } from '@/lib/page-notice.js';
import { reporterErrorText } from '@/lib/reporter-error-text.js';
import { useSendMessage } from '@/lib/send-message.js';
import { completeMessageFile } from '../api/complete-inbox-file-upload.js';
import { fileUrl } from '../api/download-inbox-file.js';
import { inboxReportQueryOptions } from '../api/get-inbox-report.js';
import { inboxMessagesKey, inboxMessagesQueryOptions } from '../api/list-inbox-messages.js';
import { logOut } from '../api/log-out-of-inbox.js';
import { renewSession } from '../api/renew-inbox-session.js';
import { sendMessage } from '../api/send-inbox-message.js';
import { startMessageFile } from '../api/start-inbox-file-upload.js';
import { useInboxSession } from '../hooks/use-inbox-session.js';
import { draftOf, dropDraft, hasDraft, keepDraft } from '../lib/draft-store.js';
import { inboxAttachmentRules } from '../lib/file-rules.js';
import { InboxExternalChannels } from './inbox-external-channels.js';
import { InboxInfoPanel } from './inbox-info-panel.js';
import { failureNotice, type InboxNotice } from './inbox-notice.js';
import { InboxReceipt } from './inbox-receipt.js';
import { InboxReplyNotice } from './inbox-reply-notice.js';
import { InboxReportView } from './inbox-report-view.js';
import { MeetingPanel, PhoneProtocolPanel, WrittenProtocolPanels } from './protocol-panels.js';
import { SessionCountdown } from './session-countdown.js';
import { InboxSection } from './inbox-section.js';

// The recorder (issue #32), the form's own, comes only where the organisation offers voice messages.
const VoiceMessage = lazy(() => import('@/components/voice-message.js').then((m) => ({ default: m.VoiceMessage })));

/**
 * /inbox: only with a session of this tab (token and K in memory); otherwise, and
 * after a reload, the login. The session ending later (logout, zero, a 401) leads there itself.
 * Failures are said in a sentence, without the HTTP status (`errorSentence`). Everything is in the
 * reporter's language (pages.tsx gives it), switched in place without losing what is written.
 */
export function InboxPage() {
  const [openedWithSession] = useState(() => !!getInboxSession()?.reportKey);
  const session = useInboxSession();
  const [searchParams] = useSearchParams();
  if (!openedWithSession) return <Navigate to={withLanguage(paths.inboxLogin, searchParams)} replace />;
  if (!session?.reportKey) return null;
  return <InboxScreen session={session as InboxSessionState & { reportKey: CryptoKey }} />;
}

/** A `?lang=` the reporter came with goes along to the login (the switcher keeps it on the language shown). */
const withLanguage = (path: string, searchParams: URLSearchParams): string =>
  searchParams.has('lang') ? `${path}?${new URLSearchParams({ lang: searchParams.get('lang')! }).toString()}` : path;

function InboxScreen({ session }: { session: InboxSessionState & { reportKey: CryptoKey } }) {
  const t = useTexts('inboxTexts');
  const texts = useTexts('inboxReportTexts');
  const messageTexts = useTexts('messageTexts');
  const clientErrors = useTexts('clientErrorMessages');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const report = useQuery(inboxReportQueryOptions());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<InboxNotice | null>(null);
  // Why the last 'Przedłuż' failed, kept as the failure (`FailureSaid`).
  const [extendFailure, setExtendFailure] = useState<{ failure: unknown } | null>(null);
  // A failure the browser names itself in the reporter's language; the server's own words as it sent them.
  const sentence = (failure: unknown) =>
    reporterErrorText(failure, clientErrors, (error) => errorSentence(error, texts.somethingWentWrong));

  useEffect(() => {
    // The tab's title in the language shown (document-title.tsx leaves the inbox's to it).
    document.title = texts.pageTitle;
  }, [texts.pageTitle]);

  const leave = (notice?: PageNotice) => {
    clearInboxSession();
    queryClient.clear();
    void navigate(withLanguage(paths.inboxLogin, searchParams), notice ? withNotice(notice) : { replace: true });
  };
  // What the reporter was writing stays in this tab for the next login to this report (lib/draft-store.ts).
  const expired = () => {
    const key = hasDraft() ? 'sessionEndedDraftKept' : 'sessionEnded';
    leave({ kind: 'error', text: t[key], key: `inboxTexts.${key}` });
  };
  // A 401 from any inbox call (the token ran out or was revoked) ends the session here too.
  const onUnauthorized = useEffectEvent(expired);
  useEffect(() => onInboxUnauthorized(() => onUnauthorized()), []);

  const extend = async () => {
    setBusy(true);
    setExtendFailure(null);
    try {
      const renewed = await renewSession({});
      setInboxToken(renewed.token, renewed.expiresInSeconds);
    } catch (failure) {
      setExtendFailure({ failure });
    } finally {
      setBusy(false);
    }
  };

  const logout = async () => {
    setBusy(true);
    // The token is forgotten here whatever the server answers, and so is anything unsent.
    await logOut({}).catch(() => undefined);
    dropDraft();
    leave();
  };

  const autoLogout = () => {
    void logOut({}).catch(() => undefined);
    expired();
  };

  return (
    <PublicPage size="md">
      <ErrorWording value={sentence}>
        <LoadingText value={texts.loading}>
          <ConversationTexts value={messageTexts}>
            <Stack gap="md">
              <LanguageSwitcher label={t.language} />
              <Title order={1} size="h3">
                {t.loginTitle}
              </Title>
              <SessionCountdown
                expiresAt={session.expiresAt}
                onExtend={extend}
                onLogout={logout}
                onExpire={autoLogout}
                busy={busy}
                error={extendFailure && <FailureSaid failure={extendFailure.failure} />}
              />
              {notice && (
                <Alert
                  role={notice.kind === 'success' ? 'status' : 'alert'}
                  color={notice.kind === 'success' ? 'green' : 'red'}
                  variant="light"
                  withCloseButton
                  onClose={() => setNotice(null)}
                >
                  {notice.content}
                </Alert>
              )}
              <QueryContent query={report}>
                {(data) => <InboxContent report={data} reportKey={session.reportKey} onNotice={setNotice} />}
              </QueryContent>
            </Stack>
          </ConversationTexts>
        </LoadingText>
      </ErrorWording>
    </PublicPage>
  );
}

function InboxContent({
  report,
  reportKey,
  onNotice,
}: {
  report: InboxReport;
  reportKey: CryptoKey;
  onNotice: (notice: InboxNotice) => void;
}) {
  const t = useTexts('inboxTexts');
  const messageTexts = useTexts('messageTexts');
  const formTexts = useTexts('formTexts');
  const fileTexts = useTexts('fileTexts');
  const { language } = useReporterLanguage();
  // A download's or an attachment's failure.
  const onFailure = (failure: unknown) => onNotice(failureNotice(failure));
  // Staff replies arrive while the reporter reads: the conversation is polled.
  const messages = useQuery({ ...inboxMessagesQueryOptions(), refetchInterval: INBOX_POLL_MS });
  const decrypted = useQuery({
    queryKey: ['inbox-decrypted-conversation', conversationVersion(messages.data?.messages)],
    enabled: !!messages.data,
    queryFn: (): Promise<DecryptedMessage[]> => decryptConversation(reportKey, report, messages.data?.messages ?? []),
    gcTime: 0,
    staleTime: Infinity,
  });
  const [showAttachments, setShowAttachments] = useState(true);
  // What is written lives here and in the draft store, which gives it back after a new login.
  const draft = useState<MessageDraft>(() => draftOf(report.reportId));
  const [written, setWritten] = draft;
  const [restored, setRestored] = useState(() => !isEmptyDraft(written));
  // A recording being made or rendered: the message waits for it.
  const [recording, setRecording] = useState(false);
  useEffect(() => keepDraft(report.reportId, written), [report.reportId, written]);

  const download = async (file: DecryptedFile & { name: string }) => {
    try {
      const { url } = await fileUrl({ params: { fileId: file.fileId } });
      await saveDecryptedReportFile({ report, reportKey, fileId: file.fileId, name: file.name, url });
    } catch (failure) {
      onFailure(failure);
    }
  };

  const message = useSendMessage({
    report,
    reportKey,
    author: 'reporter',
    scan: report.filesScanned,
    messagesKey: inboxMessagesKey(),
    send: (sending) => sendMessage({ body: sending }),
    startFile: (messageId, body) => startMessageFile({ params: { messageId }, body }),
    completeFile: (ids, body) => completeMessageFile({ params: ids, body }),
    // Sent: never given back as unsent, even if the session ends during the uploads.
    onSent: () => keepDraft(report.reportId, emptyMessageDraft),
    onUploadFailure: onFailure,
  });
  const send = async (text: string, files: File[]) => {
    const allWent = await message.send(text, files);
    setRestored(false);
    return allWent;
  };

  const closed = report.state === reportState.archived;
  const authorOf = (message: DecryptedMessage) =>
    message.automatic
      ? messageTexts.automaticAcknowledgement
      : message.author === 'reporter'
        ? messageTexts.reporter
        : report.organisationName;
  const acknowledgement = messages.data?.automaticAcknowledgement;

  return (
    <Stack gap="md">
      <InboxInfoPanel report={report} />
      {closed && <Alert color="gray">{t.closedNotice}</Alert>}
      {!report.licenceActive && <Alert color="yellow">{t.licenceNotice}</Alert>}
      <InboxReportView report={report} reportKey={reportKey} onDownload={download} />
      <PhoneProtocolPanel report={report} onNotice={onNotice} />
      <WrittenProtocolPanels report={report} reportKey={reportKey} onNotice={onNotice} />
      <MeetingPanel report={report} onNotice={onNotice} />
      <InboxReceipt report={report} />
      <InboxReplyNotice report={report} />
      <Paper withBorder p="md" component="section" aria-label={t.conversation}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t.conversation}
            </Title>
            <Button variant="subtle" size="xs" onClick={() => setShowAttachments((shown) => !shown)}>
              {showAttachments ? messageTexts.hideAttachments : messageTexts.showAttachments}
            </Button>
          </Group>
          <DecryptedConversation
            messages={messages}
            decrypted={decrypted}
            acknowledgement={acknowledgement ? acknowledgementEntry(acknowledgement, language) : null}
            showAttachments={showAttachments}
            authorOf={authorOf}
            onDownload={download}
          />
        </Stack>
      </Paper>
      {!closed && report.licenceActive && (
        <InboxSection title={t.writeMessage}>
          {restored && (
            <Alert color="blue" variant="light" role="note">
              {t.draftRestored}
            </Alert>
          )}
          {report.filesScanned && (
            <Alert color="yellow" variant="light" role="note" title={formTexts.filesScannedTitle}>
              {formTexts.filesScanned}
            </Alert>
          )}
          <MessageComposer
            label={t.messageText}
            maxChars={inboxLimits.messageMaxChars}
            attachments={inboxAttachmentRules({ inbox: t, files: fileTexts })}
            onSend={send}
            progress={message.progress}
            uploadPercent={message.uploadPercent}
            draft={draft}
            sentNote={t.messageSent}
            holdSend={recording}
          >
            {report.voiceMessages && (
              <Suspense>
                <VoiceMessage
                  place="inbox"
                  disguisePolicy={report.voiceMessages.disguise}
                  maxMinutes={report.voiceMessages.maxMinutes}
                  files={written.files}
                  setFiles={(update) => setWritten((current) => ({ ...current, files: update([...current.files]) }))}
                  onBusyChange={setRecording}
                />
              </Suspense>
            )}
          </MessageComposer>
        </InboxSection>
      )}
      <InboxExternalChannels note={report.externalChannelsNote} />
    </Stack>
  );
}
