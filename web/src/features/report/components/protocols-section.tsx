import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { encryptContent } from '@shared/crypto/content.js';
import {
  mayReviseProtocol,
  writtenProtocolLimits,
  type ProtocolState,
  type WrittenProtocolKind,
} from '@shared/domain/protocols.js';
import { reportState } from '@shared/domain/report.js';
import { protocolTexts as t } from '@shared/messages/protocols.js';
import { ProtocolText, protocolContext, useProtocolText } from '@/components/protocol-text.js';
import { errorText } from '@/lib/api-errors.js';
import { formatDate, formatDateTime } from '@/lib/dates.js';
import type { ReportRef } from '@/lib/report-files.js';
import type { ReportDetails } from '../api/get-report.js';
import { useWriteReportProtocol } from '../api/write-report-protocol.js';

const stateColor: Record<ProtocolState, string> = { awaiting: 'yellow', approved: 'green', corrections: 'orange' };

/**
 * One written protocol of the report (issue #32): its state as the reporter answered it, its
 * version and text, and, for who may reply in the category while the report is not closed, the
 * editor of its next version (never once approved). The text is encrypted here under the report
 * key, bound to its kind and version.
 */
function WrittenProtocolSection({
  report,
  reportRef,
  reportKey,
  kind,
}: {
  report: ReportDetails;
  reportRef: ReportRef;
  reportKey: CryptoKey;
  kind: WrittenProtocolKind;
}) {
  const protocol = report.protocols[kind];
  const text = useProtocolText(reportRef, reportKey, kind, protocol);
  const write = useWriteReportProtocol();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mayWrite =
    report.canResponse && report.state !== reportState.archived && mayReviseProtocol(protocol?.state ?? null);

  const save = async () => {
    const plain = (draft ?? '').trim();
    if (!plain) {
      setError(t.textRequired);
      return;
    }
    const seen = protocol?.version ?? 0;
    try {
      await write.mutateAsync({
        params: { reportId: report.reportId, kind },
        body: {
          text: await encryptContent(reportKey, plain, protocolContext(reportRef, kind, seen + 1)),
          version: seen,
        },
      });
      setDraft(null);
      notifications.show({ color: 'green', message: t.saved });
    } catch (failure) {
      notifications.show({ color: 'red', message: errorText(failure) });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t.title[kind]} data-testid={`protocol-${kind}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.title[kind]}
        </Title>
        {kind === 'meeting' && report.meeting && (
          <>
            <Text size="sm">{t.meetingRequested(formatDate(report.meeting.requestedAt))}</Text>
            <Text size="sm" c="dimmed">
              {t.meetingHint}
            </Text>
          </>
        )}
        {protocol ? (
          <>
            <Group gap="xs">
              <Badge color={stateColor[protocol.state]} variant="light" tt="none" c="dark.8">
                {t.state[protocol.state]}
              </Badge>
              <Text size="xs" c="dimmed">
                {t.version(protocol.version, formatDateTime(protocol.writtenAt))}
              </Text>
            </Group>
            <ProtocolText text={text} kind={kind} unreadable={t.unreadable} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t.none[kind]}
          </Text>
        )}
        {mayWrite &&
          (draft === null ? (
            <Group>
              <Button
                variant="light"
                size="xs"
                disabled={!!protocol && !text.data}
                onClick={() => {
                  setError(null);
                  setDraft(text.data ?? '');
                }}
              >
                {protocol ? t.correct : t.write}
              </Button>
            </Group>
          ) : (
            <Stack gap="xs">
              <Text size="sm">{t.explain[kind]}</Text>
              <Textarea
                label={t.text}
                rows={8}
                maxLength={writtenProtocolLimits.maxChars}
                value={draft}
                error={error}
                onChange={(event) => {
                  setError(null);
                  setDraft(event.currentTarget.value);
                }}
              />
              <Group>
                <Button onClick={() => void save()} loading={write.isPending}>
                  {t.save}
                </Button>
                <Button variant="default" onClick={() => setDraft(null)} disabled={write.isPending}>
                  {t.cancel}
                </Button>
              </Group>
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}

/**
 * The protocols of the report's oral parts: the voice message's transcript when it carries a
 * voice message, the meeting's once the reporter asked for one (or when one was written).
 */
export function ProtocolsSection({
  report,
  reportRef,
  reportKey,
}: {
  report: ReportDetails;
  reportRef: ReportRef;
  reportKey: CryptoKey;
}) {
  const kinds = [
    ...(report.hasVoiceMessage || report.protocols.voice ? (['voice'] as const) : []),
    ...(report.meeting || report.protocols.meeting ? (['meeting'] as const) : []),
  ];
  return kinds.map((kind) => (
    <WrittenProtocolSection key={kind} report={report} reportRef={reportRef} reportKey={reportKey} kind={kind} />
  ));
}
