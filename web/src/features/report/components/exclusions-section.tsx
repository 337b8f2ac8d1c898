import { Button, Group, List, Modal, MultiSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ReportAccess } from '@shared/contracts/reports/schemas.js';
import { EXCLUSION_REASON_MAX, REPORT_EXCLUSIONS_MAX } from '@shared/domain/report-exclusions.js';
import { reportExclusionTexts as t } from '@shared/messages/report-exclusions.js';
import { confirmChange } from '@/components/confirm-change.js';
import { FormFooter } from '@/components/form-footer.js';
import { paths } from '@/config/paths.js';
import { errorText } from '@/lib/api-errors.js';
import { withNotice } from '@/lib/page-notice.js';
import type { ReportDetails } from '../api/get-report.js';
import { useExcludeFromReport, useReadmitToReport } from '../api/report-exclusions.js';
import { EXCLUSIONS_SECTION_ID } from './exclusion-request-alert.js';

type ExclusionsReport = Pick<ReportDetails, 'reportId' | 'identifier' | 'handlersVersion' | 'adminId'> & {
  access: ReportAccess;
};

const namesOf = (people: readonly { name: string }[]) => people.map((person) => person.name).join(', ');

/**
 * The dialog of 'Wyłącz z dostępu': the people and the reason first, then the question naming them
 * (and the caller, if they chose themselves) before anything is sent, on the version shown.
 */
function ExcludeDialog({ report, onClose }: { report: ExclusionsReport; onClose: () => void }) {
  const exclude = useExcludeFromReport();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosenPeople = report.access.excludable.filter((person) => chosen.includes(person.userId));
  const self = chosen.includes(report.adminId);

  const next = () => {
    setError(!chosen.length ? t.chooseRequired : !reason.trim() ? t.reasonRequired : null);
    if (chosen.length && reason.trim()) setConfirming(true);
  };
  const submit = async () => {
    setError(null);
    try {
      await exclude.mutateAsync({
        params: { reportId: report.reportId },
        body: { userIds: chosen, reason, handlersVersion: report.handlersVersion },
      });
      onClose();
      // Excluded themselves: the report is no longer theirs to see.
      if (self) void navigate(paths.dashboard, withNotice({ kind: 'success', text: t.selfExcluded }));
      else notifications.show({ color: 'green', message: t.excludedSaved });
    } catch (failure) {
      setError(errorText(failure));
      setConfirming(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t.dialogTitle} size="lg">
      {!confirming ? (
        <Stack gap="sm">
          <MultiSelect
            label={t.choose}
            data={report.access.excludable.map((person) => ({ value: person.userId, label: person.name }))}
            value={chosen}
            onChange={setChosen}
            maxValues={REPORT_EXCLUSIONS_MAX}
            searchable
            required
          />
          <Textarea
            label={t.reason}
            description={t.reasonHint}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={EXCLUSION_REASON_MAX}
            minRows={2}
            required
          />
          <FormFooter error={error} progress={null}>
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button onClick={next}>{t.next}</Button>
          </FormFooter>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>{t.question(report.identifier, namesOf(chosenPeople))}</Text>
          <Text size="sm">{t.consequences}</Text>
          {self && (
            <Text size="sm" fw={600} c="red">
              {t.selfWarning}
            </Text>
          )}
          <FormFooter error={error} progress={null}>
            <Button variant="default" onClick={() => setConfirming(false)} disabled={exclude.isPending}>
              {t.back}
            </Button>
            <Button color="red" onClick={() => void submit()} loading={exclude.isPending}>
              {t.confirm}
            </Button>
          </FormFooter>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * 'Wyłączenie z dostępu' (administrators; issue #34): who is excluded from the report, each with
 * 'Przywróć dostęp', who still sees it, and the dialog that excludes more. Mount it keyed by
 * `handlersVersion` (handlers and exclusions share it), so a change starts afresh.
 */
export function ExclusionsSection({ report }: { report: ExclusionsReport }) {
  const readmit = useReadmitToReport();
  const [dialog, setDialog] = useState(false);
  const { excluded, seeing } = report.access;

  const confirmReadmit = (person: { userId: string; name: string }) =>
    confirmChange({
      title: t.readmitTitle,
      question: t.readmitQuestion(person.name),
      labels: { confirm: t.readmit, cancel: t.cancel },
      change: () =>
        readmit.mutateAsync({
          params: { reportId: report.reportId, userId: person.userId },
          query: { handlersVersion: report.handlersVersion },
        }),
      success: t.readmitted,
    });

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      id={EXCLUSIONS_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="report-exclusions-title"
    >
      <Title order={2} size="h4" mb="sm" id="report-exclusions-title">
        {t.section}
      </Title>
      <Stack gap="sm">
        <Text size="sm">{t.intro}</Text>
        <div>
          <Text fw={600} size="sm" id="report-excluded-title">
            {t.excluded}
          </Text>
          {excluded.length ? (
            <List aria-labelledby="report-excluded-title" listStyleType="none" spacing={4}>
              {excluded.map((person) => (
                <List.Item key={person.userId}>
                  <Group gap="sm">
                    <Text size="sm">{person.name}</Text>
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => confirmReadmit(person)}
                      disabled={readmit.isPending}
                      aria-label={`${t.readmit}: ${person.name}`}
                    >
                      {t.readmit}
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{t.noneExcluded}</Text>
          )}
        </div>
        <div>
          <Text fw={600} size="sm">
            {t.seeing}
          </Text>
          <Text size="sm">{namesOf(seeing) || t.nobodySeeing}</Text>
        </div>
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => setDialog(true)}
            disabled={!report.access.excludable.length}
          >
            {t.open}
          </Button>
        </Group>
      </Stack>
      {dialog && <ExcludeDialog report={report} onClose={() => setDialog(false)} />}
    </Paper>
  );
}
