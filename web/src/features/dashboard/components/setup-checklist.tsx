import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  CopyButton,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSetupComplete, setupDoneCount, setupProgress, setupSteps, type SetupStep } from '@shared/domain/setup.js';
import { authTexts } from '@shared/messages/auth.js';
import { setupTexts as t } from '@shared/messages/setup.js';
import { RecoveryKeyModal } from '@/components/recovery-key-modal.js';
import { paths } from '@/config/paths.js';
import { errorText } from '@/lib/api-errors.js';
import { runKeyWork } from '@/lib/key-work.js';
import { useRequiredSession, type StaffSession } from '@/lib/session.js';
import { useCompleteSetupStep } from '../api/complete-setup-step.js';
import { useSetupChecklist, type SetupChecklist as SetupState } from '../api/get-setup-checklist.js';
import { useFoldedChecklist } from '../hooks/use-folded-checklist.js';

/**
 * 'Pierwsze kroki' (issue 18): the main administrator's dashboard shows what a new organisation
 * still has to do — categories, people assigned to each, the recovery key kept, the form's link
 * shared — until all four are done. It comes back when a step is undone (a new category nobody
 * is assigned to), which is how such categories are flagged on the dashboard. It folds to its
 * title and progress (issue 29), remembered per user in this browser.
 */
export function SetupChecklist() {
  const session = useRequiredSession();
  const query = useSetupChecklist();
  if (query.isError && !query.data) {
    return (
      <Alert color="red" variant="light" title={t.loadFailed}>
        {errorText(query.error)}
      </Alert>
    );
  }
  if (!query.data || isSetupComplete(query.data)) return null;
  return <Checklist state={query.data} session={session} />;
}

function Checklist({ state, session }: { state: SetupState; session: StaffSession }) {
  const headingId = useId();
  const bodyId = useId();
  const [folded, setFolded] = useFoldedChecklist(session.id);
  const done = setupProgress(state);
  const doneCount = setupDoneCount(state);
  const steps: Record<SetupStep, ReactNode> = {
    categories: <CategoriesStep />,
    assignments: <AssignmentsStep state={state} />,
    recoveryKey: <RecoveryKeyStep session={session} />,
    formLink: <FormLinkStep alias={session.customerAlias} copied={state.formLinkCopied} />,
    procedure: <ProcedureStep />,
  };
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} data-testid="setup-checklist">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t.title}
          </Title>
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={!folded}
            aria-controls={bodyId}
            onClick={() => setFolded(!folded)}
          >
            {folded ? t.expand : t.collapse}
          </Button>
        </Group>
        {!folded && <Text size="sm">{t.intro}</Text>}
        <Stack gap={4}>
          <Text size="sm" fw={500} data-testid="setup-progress">
            {t.progress(doneCount, setupSteps.length)}
          </Text>
          <Progress value={(doneCount / setupSteps.length) * 100} aria-hidden="true" />
        </Stack>
        <Box id={bodyId} hidden={folded}>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {setupSteps.map((step, index) => (
              <StepItem key={step} step={step} number={index + 1} done={done[step]}>
                {steps[step]}
              </StepItem>
            ))}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

function StepItem({
  step,
  number,
  done,
  children,
}: {
  step: SetupStep;
  number: number;
  done: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={titleId} data-step={step} data-done={done}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon
          radius="xl"
          size="md"
          color={done ? 'green' : 'gray'}
          variant={done ? 'filled' : 'light'}
          aria-hidden="true"
        >
          {done ? '✓' : number}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} id={titleId}>
              {t.steps[step].title}
            </Text>
            <Badge color={done ? 'green' : 'yellow'} variant="light">
              {done ? t.done : t.todo}
            </Badge>
          </Group>
          <Text size="sm">{t.steps[step].body}</Text>
          {!done && children}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Marking the last step makes the list go away: say why, so the vanishing is not a surprise. */
const announceIfComplete = (state: SetupState) => {
  if (isSetupComplete(state)) notifications.show({ color: 'green', message: t.allDone });
};

function CategoriesStep() {
  return (
    <Group>
      <Button component={Link} to={paths.categories} size="xs" variant="light">
        {t.steps.categories.action}
      </Button>
    </Group>
  );
}

function ProcedureStep() {
  return (
    <Group>
      <Button component={Link} to={paths.settingsProcedure} size="xs" variant="light">
        {t.steps.procedure.action}
      </Button>
    </Group>
  );
}

function AssignmentsStep({ state }: { state: SetupState }) {
  const s = t.steps.assignments;
  if (state.categoryCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        {s.needsCategories}
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" fw={500}>
        {s.unassigned}
      </Text>
      <List size="sm" data-testid="unassigned-categories">
        {state.unassignedCategories.map((category) => (
          <List.Item key={category.id}>{category.name}</List.Item>
        ))}
      </List>
      <Button component={Link} to={paths.categories} size="xs" variant="light">
        {s.action}
      </Button>
    </Stack>
  );
}

function RecoveryKeyStep({ session }: { session: StaffSession }) {
  const s = t.steps.recoveryKey;
  const mark = useCompleteSetupStep();
  const [checking, setChecking] = useState(false);
  const confirmWithoutCheck = () =>
    modals.openConfirmModal({
      title: t.confirmWithoutCheck.title,
      children: <Text size="sm">{t.confirmWithoutCheck.text}</Text>,
      labels: { confirm: t.confirmWithoutCheck.confirm, cancel: t.confirmWithoutCheck.cancel },
      onConfirm: () =>
        mark.mutate({ body: { step: 'recoveryKey', verified: false } }, { onSuccess: announceIfComplete }),
    });
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="xs" onClick={() => setChecking(true)} disabled={mark.isPending}>
          {s.check}
        </Button>
        <Button size="xs" variant="subtle" onClick={confirmWithoutCheck} disabled={mark.isPending}>
          {s.confirmWithoutCheck}
        </Button>
      </Group>
      {mark.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(mark.error)}
        </Alert>
      )}
      {checking && <RecoveryKeyCheckModal session={session} onClose={() => setChecking(false)} />}
    </Stack>
  );
}

/**
 * The typed key is checked in this browser against the organisation's recovery envelope (the
 * session carries it); only "it opened" is sent to the server, never the key.
 */
function RecoveryKeyCheckModal({ session, onClose }: { session: StaffSession; onClose: () => void }) {
  const mark = useCompleteSetupStep();
  const check = async (recoveryKey: string) => {
    await runKeyWork((crypto) => crypto.checkRecoveryKey(recoveryKey, session.keys));
    const state = await mark.mutateAsync({ body: { step: 'recoveryKey', verified: true } });
    notifications.show({ color: 'green', message: t.check.passed });
    announceIfComplete(state);
    onClose();
  };
  return (
    <RecoveryKeyModal
      title={t.check.title}
      submitLabel={t.check.submit}
      cancelLabel={t.check.cancel}
      workingText={t.check.checking}
      onKey={check}
      onClose={onClose}
    />
  );
}

function FormLinkStep({ alias, copied }: { alias: string; copied: boolean }) {
  const s = t.steps.formLink;
  const mark = useCompleteSetupStep();
  const link = new URL(paths.form(alias), window.location.origin).href;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={s.label}
          value={link}
          readOnly
          style={{ flex: '1 1 18rem' }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={link} timeout={2000}>
          {({ copied: justCopied, copy }) => (
            <Button
              variant="default"
              color={justCopied ? 'green' : undefined}
              onClick={() => {
                copy();
                if (!copied) mark.mutate({ body: { step: 'formLink' } }, { onSuccess: announceIfComplete });
              }}
            >
              {justCopied ? s.copied : s.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor href={paths.form(alias)} target="_blank" rel="noopener noreferrer" size="sm">
        {s.preview}
        <VisuallyHidden> {authTexts.opensInNewTab}</VisuallyHidden>
      </Anchor>
      {mark.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(mark.error)}
        </Alert>
      )}
    </Stack>
  );
}
