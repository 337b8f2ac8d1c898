import { Alert, Box, Button, Group, List, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { commonTexts } from '@shared/messages/common.js';
import type { FormProblem } from '../hooks/use-category-form.js';
import { NoticeAlert, type Notice } from '@/components/notice-alert.js';

/** What is wrong, each named as the form shows it; a click on one goes to its field. */
function FormErrors({
  problems,
  onGoTo,
  onClose,
}: {
  problems: FormProblem[];
  onGoTo: (path: string) => void;
  onClose: () => void;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      withCloseButton
      closeButtonLabel={commonTexts.closeNotice}
      onClose={onClose}
      role="alert"
      title={categoryTexts.formError}
    >
      <Text size="sm">{t.formErrors}</Text>
      <List size="sm" mt={4}>
        {problems.map((problem) => (
          <List.Item key={problem.path}>
            <UnstyledButton fz="sm" td="underline" onClick={() => onGoTo(problem.path)}>
              {problem.text}
            </UnstyledButton>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Keeps the dialog's scroll padding at the height of its sticky Save/Cancel bar, so that a field
 * reached with Tab is scrolled clear of the bar instead of under it (WCAG 2.2, 2.4.11). The bar
 * grows with an alert in it, hence measured.
 */
function useScrolledClearOfBar() {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const scroller = bar?.closest<HTMLElement>('.mantine-Modal-content');
    if (!bar || !scroller) return;
    const fit = () => {
      scroller.style.scrollPaddingBottom = `${Math.ceil(bar.getBoundingClientRect().height) + 8}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      scroller.style.scrollPaddingBottom = '';
    };
  }, [bar]);
  return setBar;
}

interface CategoryFormFooterProps {
  problems: FormProblem[];
  notice: Notice | null;
  saving: boolean;
  /** A label over its length: saving waits until it is shortened. */
  saveBlocked: boolean;
  onGoTo: (path: string) => void;
  onCloseProblems: () => void;
  onCloseNotice: () => void;
  onCancel: () => void;
}

/** The builder's bar: the list of problems or the alert, then Cancel and Save. */
export function CategoryFormFooter({
  problems,
  notice,
  saving,
  saveBlocked,
  onGoTo,
  onCloseProblems,
  onCloseNotice,
  onCancel,
}: CategoryFormFooterProps) {
  const actionsBar = useScrolledClearOfBar();
  return (
    // Save and Cancel stay in view however long the form is (issue 18).
    <Box
      ref={actionsBar}
      data-testid="category-form-actions"
      pt="sm"
      pb="xs"
      mt="md"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Stack gap="xs">
        {problems.length > 0 ? (
          <FormErrors problems={problems} onGoTo={onGoTo} onClose={onCloseProblems} />
        ) : (
          <NoticeAlert notice={notice} onClose={onCloseNotice} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={saving} disabled={saveBlocked}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
