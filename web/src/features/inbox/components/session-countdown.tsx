import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { inboxTexts as t } from '@shared/messages/conversation.js';
import { formatClock, useCountdown } from '../hooks/use-countdown.js';

interface SessionCountdownProps {
  /** When the token runs out (ms, this browser's clock). */
  expiresAt: number;
  onExtend: () => void;
  onLogout: () => void;
  /** Called once when the countdown reaches zero. */
  onExpire: () => void;
  busy?: boolean;
}

/** 'Wylogowanie za mm:ss' ticking each second, 'Przedłuż' and 'Wyloguj' (doc 2 §2, §4). */
export function SessionCountdown({ expiresAt, onExtend, onLogout, onExpire, busy = false }: SessionCountdownProps) {
  const left = useCountdown(expiresAt);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    if (left === 0) expire.current();
  }, [left]);

  return (
    <Group gap="sm" justify="flex-end">
      <Text role="timer" aria-live="off" ff="monospace">
        {t.logoutIn(formatClock(left))}
      </Text>
      <Button size="xs" variant="light" onClick={onExtend} disabled={busy}>
        {t.extend}
      </Button>
      <Button size="xs" variant="default" onClick={onLogout} disabled={busy}>
        {t.logout}
      </Button>
    </Group>
  );
}
