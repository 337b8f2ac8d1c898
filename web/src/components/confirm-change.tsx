import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { errorText } from '@/lib/api-errors.js';

type SuccessText<T> = string | ((result: T) => string);

/** Announces how a change ended: the success text in green, or the server's error in red. */
export const notifyOutcome = <T,>(change: Promise<T>, success: SuccessText<T>): Promise<void> =>
  change.then(
    (result) => {
      notifications.show({ color: 'green', message: typeof success === 'function' ? success(result) : success });
    },
    (failure: unknown) => {
      notifications.show({ color: 'red', message: errorText(failure) });
    },
  );

interface ConfirmChangeOptions<T> {
  title: string;
  question: string;
  labels: { confirm: string; cancel: string };
  /** A change that cannot be undone gets a red confirm button. */
  destructive?: boolean;
  change: () => Promise<T>;
  success: SuccessText<T>;
  onCancel?: () => void;
  /** After the outcome is announced, whichever it was. */
  onSettled?: () => void;
}

/** Asks the question in a confirm modal; on confirmation makes the change and announces its outcome. */
export function confirmChange<T>({
  title,
  question,
  labels,
  destructive = false,
  change,
  success,
  onCancel,
  onSettled,
}: ConfirmChangeOptions<T>) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{question}</Text>,
    labels,
    ...(destructive && { confirmProps: { color: 'red' } }),
    ...(onCancel && { onCancel }),
    onConfirm: () => void notifyOutcome(change(), success).finally(onSettled),
  });
}
