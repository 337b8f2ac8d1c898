import { Button, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { REPORT_HANDLERS_MAX } from '@shared/domain/report-handlers.js';
import { reportHandlerTexts as t } from '@shared/messages/report-handlers.js';
import { FormFooter } from '@/components/form-footer.js';
import { errorText } from '@/lib/api-errors.js';
import type { ReportDetails } from '../api/get-report.js';
import { useSetReportHandlers } from '../api/set-report-handlers.js';

type HandlersReport = Pick<
  ReportDetails,
  'reportId' | 'handlers' | 'handlersVersion' | 'canAssignHandlers' | 'eligibleHandlers'
>;

/**
 * 'Osoba prowadząca': who handles the report. Those who may choose (administrators, users who may
 * reply in its category) pick among the staff who see it and save the whole list on the version
 * shown; everyone else reads the names. A new version of the handlers (saved here, or made
 * meanwhile and reloaded after the refusal) starts the choice afresh from it; the refusal's
 * sentence stays until the next save, so that the person knows why their choice was replaced.
 */
export function HandlersSection({ report }: { report: HandlersReport }) {
  const save = useSetReportHandlers();
  const handlerIds = () => report.handlers.map((handler) => handler.userId);
  const [chosen, setChosen] = useState<string[]>(handlerIds);
  const [versionShown, setVersionShown] = useState(report.handlersVersion);
  if (versionShown !== report.handlersVersion) {
    setVersionShown(report.handlersVersion);
    setChosen(handlerIds());
  }
  const [error, setError] = useState<string | null>(null);
  const names = report.handlers.map((handler) => handler.name).join(', ');
  const unchanged =
    chosen.length === report.handlers.length && chosen.every((id, i) => id === report.handlers[i]?.userId);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({
        params: { reportId: report.reportId },
        body: { handlerIds: chosen, handlersVersion: report.handlersVersion },
      });
      notifications.show({ color: 'green', message: t.saved });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="report-handlers-title">
      <Title order={2} size="h4" mb="sm" id="report-handlers-title">
        {t.section}
      </Title>
      {!report.canAssignHandlers ? (
        <Text>{names || t.noHandler}</Text>
      ) : (
        <Stack gap="sm">
          <MultiSelect
            label={t.choose}
            placeholder={chosen.length ? undefined : t.noHandler}
            data={report.eligibleHandlers.map((handler) => ({ value: handler.userId, label: handler.name }))}
            value={chosen}
            onChange={setChosen}
            maxValues={REPORT_HANDLERS_MAX}
            searchable
            clearable
            disabled={save.isPending}
          />
          <FormFooter error={error} progress={null}>
            <Button onClick={() => void submit()} loading={save.isPending} disabled={unchanged}>
              {t.save}
            </Button>
          </FormFooter>
        </Stack>
      )}
    </Paper>
  );
}
