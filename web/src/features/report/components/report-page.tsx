import { Accordion, Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { reportState } from '@shared/domain/report.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { registerRecordTexts } from '@shared/messages/register-record.js';
import { paths } from '@/config/paths.js';
import { PageLoader } from '@/components/page-loader.js';
import { errorText, isApiError } from '@/lib/api-errors.js';
import { withNotice } from '@/lib/page-notice.js';
import { useReport, type ReportDetails } from '../api/get-report.js';
import { useOpenReport } from '../api/open-report.js';
import { useDecryptedNotes } from '../hooks/use-decrypted-notes.js';
import { useOpenedReport, type DecryptedReport } from '../hooks/use-opened-report.js';
import type { PdfMessage } from '../lib/report-pdf.js';
import { ArchiveAction } from './archive-action.js';
import { BasicInfo } from './basic-info.js';
import { ForwardAction } from './forward-modal.js';
import { ForwardsSection } from './forwards-section.js';
import { ExclusionRequestAlert } from './exclusion-request-alert.js';
import { ExclusionsSection } from './exclusions-section.js';
import { HandlersSection } from './handlers-section.js';
import { NotesSection } from './notes-section.js';
import { PdfButton } from './pdf-button.js';
import { PrivateFilesSection } from './private-files-section.js';
import { RegisterRecordSection } from './register-record-section.js';
import { ProtocolsSection } from './protocols-section.js';
import { ReportContentView } from './report-content-view.js';
import { useMinimisations } from '../hooks/use-minimisations.js';
import { useRedactions } from '../hooks/use-redactions.js';
import { RetentionPanel } from './retention-panel.js';
import { StatutoryTerms } from './statutory-terms.js';

/** What the conversation board gets (it shows the reply box or the refusal texts itself). */
export interface ConversationBoardProps {
  report: { tenantId: string; reportId: string; state: ReportDetails['state']; canResponse: boolean };
  reportKey: CryptoKey | null;
}

/**
 * The conversation with the reporter, built apart (no feature imports another): the router
 * hands the page its board and the hook that gives the decrypted messages (null until they are
 * decrypted and shown: the PDF waits for them).
 */
export interface ConversationSlot {
  Board: ComponentType<ConversationBoardProps>;
  useDecryptedConversation: (
    report: ConversationBoardProps['report'],
    reportKey: CryptoKey | null,
  ) => PdfMessage[] | null;
}

/** Without a conversation board: nothing to show, no messages for the PDF. */
const noConversation: ConversationSlot = { Board: () => null, useDecryptedConversation: () => [] };

function Section({ title, children }: { title: string; children: ReactNode }) {
  // The value names the control's and panel's ids: no spaces, or aria-controls points nowhere.
  return (
    <Accordion.Item value={title.replace(/\s+/g, '-')}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

function KeyMessage({ keyError }: { keyError: boolean }) {
  if (keyError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.keyError}
      </Alert>
    );
  }
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden="true" />
      <Text size="sm">{t.decrypting}</Text>
    </Group>
  );
}

interface LoadedProps {
  report: ReportDetails;
  conversation: ConversationSlot;
}

/** The page once the report is loaded: basic information, the action panel, the content, the conversation. */
function LoadedReport({ report, conversation }: LoadedProps) {
  const { opened, keyError } = useOpenedReport(report.reportId);
  const redactions = useRedactions(opened);
  const minimisations = useMinimisations(opened);
  const reportKey = opened?.reportKey ?? null;
  const ref = { tenantId: opened?.content.tenantId ?? '', reportId: report.reportId };
  const notes = useDecryptedNotes(ref, reportKey);
  const open = useOpenReport();
  const [showContent, setShowContent] = useState(false);
  const boardReport = {
    tenantId: ref.tenantId,
    reportId: report.reportId,
    state: report.state,
    canResponse: report.canResponse,
  };
  const messages = conversation.useDecryptedConversation(boardReport, reportKey);

  const view = () => {
    setShowContent((shown) => !shown);
    // The first opening by someone who may handle it: new → open, acknowledged to the reporter.
    if (report.state === reportState.new && report.canEdit && !open.isPending)
      open.mutate({ params: { reportId: report.reportId } });
  };
  const keyed = (render: (key: CryptoKey, decrypted: DecryptedReport) => ReactNode) =>
    opened ? render(opened.reportKey, opened) : <KeyMessage keyError={keyError} />;

  const exclusionRequest = showContent ? opened?.exclusionRequest : null;

  return (
    <Stack gap="md">
      {exclusionRequest && <ExclusionRequestAlert request={exclusionRequest} canExclude={!!report.access} />}
      <BasicInfo report={report} />
      <StatutoryTerms report={report} />
      <HandlersSection report={report} />
      {report.access && (
        <ExclusionsSection key={report.handlersVersion} report={{ ...report, access: report.access }} />
      )}
      {keyError && <KeyMessage keyError />}
      {opened && <ProtocolsSection report={report} reportRef={ref} reportKey={opened.reportKey} />}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t.actions}
        </Title>
        <Group gap="sm" mb="md">
          <Button
            onClick={view}
            disabled={keyError}
            variant={showContent ? 'filled' : 'light'}
            aria-expanded={showContent}
          >
            {showContent ? t.hideReport : t.viewReport}
          </Button>
          <Anchor component={Link} to={paths.reportLog(report.reportId)} size="sm">
            {t.logs}
          </Anchor>
          <ArchiveAction report={report} />
          {opened && (
            <PdfButton
              report={report}
              opened={opened}
              visible={showContent}
              messages={messages}
              redactions={redactions.state?.record ?? null}
              redactionsPending={redactions.pending}
            />
          )}
          {opened && report.canExternalSend && (
            <ForwardAction
              report={report}
              opened={opened}
              redactions={redactions.state?.record ?? null}
              visible={showContent && !redactions.pending}
              messages={messages}
            />
          )}
        </Group>
        <Accordion multiple variant="separated">
          <Section title={t.notes}>
            {keyed((key) =>
              notes.data ? (
                <NotesSection
                  kind="note"
                  report={ref}
                  reportKey={key}
                  notes={notes.data.notes}
                  adminId={report.adminId}
                  canEdit={report.canEdit}
                  mentionable={report.mentionable}
                />
              ) : (
                <KeyMessage keyError={false} />
              ),
            )}
          </Section>
          <Section title={t.damageNotes}>
            {keyed((key) =>
              notes.data ? (
                <NotesSection
                  kind="damage"
                  report={ref}
                  reportKey={key}
                  notes={notes.data.damageNotes}
                  adminId={report.adminId}
                  canEdit={report.canEdit}
                  mentionable={report.mentionable}
                />
              ) : (
                <KeyMessage keyError={false} />
              ),
            )}
          </Section>
          <Section title={t.privateFiles}>
            {keyed((key) => (
              <PrivateFilesSection report={ref} reportKey={key} canEdit={report.canEdit} />
            ))}
          </Section>
          <Section title={registerRecordTexts.section}>
            {keyed((_, decrypted) => (
              <RegisterRecordSection opened={decrypted} canEdit={report.canResponse} formShown={showContent} />
            ))}
          </Section>
          {report.canExternalSend && (
            <Section title={t.externalAuthorities}>
              <ForwardsSection reportId={report.reportId} />
            </Section>
          )}
        </Accordion>
      </Paper>
      {showContent &&
        keyed((_, decrypted) => (
          <ReportContentView
            opened={decrypted}
            messages={messages}
            redactions={redactions}
            minimisations={minimisations}
            canRedact={report.canResponse}
          />
        ))}
      {/* The conversation board (reply box, messages, attachments) mounts here. */}
      <conversation.Board report={boardReport} reportKey={reportKey} />
      <RetentionPanel report={report} />
    </Stack>
  );
}

/**
 * The staff page of one report (the spec's Signal route; the parameter carries the report id).
 * A failed load sends a 401 to login (the back-office does) and anything else to the dashboard
 * with the alert.
 */
export function ReportPage({ conversation = noConversation }: { conversation?: ConversationSlot }) {
  const { identifier: reportId = '' } = useParams();
  const report = useReport(reportId);
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    // A failed refresh of a report already shown keeps the page (the change that caused it says why).
    if (!report.isError || report.data || sent.current) return;
    if (isApiError(report.error) && report.error.status === 401) return;
    sent.current = true;
    void navigate(paths.dashboard, withNotice({ kind: 'error', text: errorText(report.error) }));
  }, [report.isError, report.data, report.error, navigate]);

  if (!report.data) return <PageLoader />;
  return (
    <Stack gap="md">
      <Title order={1}>{t.title(report.data.identifier)}</Title>
      <LoadedReport report={report.data} conversation={conversation} />
    </Stack>
  );
}
