import { Alert, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProgressNote } from './progress-note.js';

/** The form's failure, in red; nothing while there is none. */
export function FormErrorAlert({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light">
      {error}
    </Alert>
  );
}

interface FormFooterProps {
  error: string | null;
  progress: string | null;
  justify?: GroupProps['justify'];
  /** The form's buttons. */
  children: ReactNode;
}

/** The end of a form: its failure, what it is working on, and its buttons (at the right unless `justify` says otherwise). */
export function FormFooter({ error, progress, justify = 'flex-end', children }: FormFooterProps) {
  return (
    <>
      <FormErrorAlert error={error} />
      <ProgressNote text={progress} />
      <Group justify={justify}>{children}</Group>
    </>
  );
}
