import { Center, Group, Loader, Text } from '@mantine/core';
import { createContext, use } from 'react';
import { commonTexts } from '@shared/messages/common.js';

/**
 * What a wait says on the screens below: 'Ładowanie... Proszę czekać', or the reader's language
 * where a reporter screen gives it (the inbox), so that the shared pieces it renders (a query's
 * wait, the message box's file list) say it too.
 */
const LoadingTextContext = createContext<string>(commonTexts.loading);
export const LoadingText = LoadingTextContext.Provider;
export const useLoadingText = (): string => use(LoadingTextContext);

/** 'Ładowanie... Proszę czekać' (or `LoadingText`'s words): while a screen's code or data loads; `text` to say another. */
export function PageLoader({ text }: { text?: string }) {
  const loading = useLoadingText();
  return (
    <Center mih={200} p="xl">
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>{text ?? loading}</Text>
      </Group>
    </Center>
  );
}
