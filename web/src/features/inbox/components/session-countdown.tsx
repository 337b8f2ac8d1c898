import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { inboxSession } from '@shared/domain/session.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { formatClock, useCountdown } from '../hooks/use-countdown.js';
import { useScrollPaddingBelow } from '../hooks/use-scroll-padding-below.js';

interface SessionCountdownProps {
  /** When the token runs out (ms, this browser's clock). */
  expiresAt: number;
  onExtend: () => void;
  onLogout: () => void;
  /** Called once when the countdown reaches zero. */
  onExpire: () => void;
  busy?: boolean;
  /** Why the last 'Przedłuż' failed. */
  error?: ReactNode;
}

/**
 * 'Wylogowanie za mm:ss' ticking each second, 'Przedłuż' and 'Wyloguj', in a bar
 * that stays at the top of the screen however far the reporter scrolls (phone and desktop). In
 * the last minute it says so and 'Przedłuż' grows: typing does not extend the session, only
 * 'Przedłuż' does. The page scrolls a focused control below the bar, never under it.
 */
export function SessionCountdown({
  expiresAt,
  onExtend,
  onLogout,
  onExpire,
  busy = false,
  error = null,
}: SessionCountdownProps) {
  const t = useTexts('inboxTexts');
  const left = useCountdown(expiresAt);
  const expire = useEffectEvent(onExpire);
  useEffect(() => {
    if (left === 0) expire();
  }, [left]);
  const bar = useRef<HTMLElement>(null);
  useScrollPaddingBelow(bar);
  const ending = left > 0 && left <= inboxSession.warningSeconds;

  return (
    <Paper
      ref={bar}
      component="section"
      aria-label={t.sessionBar}
      withBorder
      shadow="sm"
      p="sm"
      pos="sticky"
      top={0}
      bg={ending ? 'yellow.0' : 'var(--mantine-color-body)'}
      style={{ zIndex: 2 }}
    >
      <Stack gap="xs">
        {ending && (
          <Text role="alert" size="sm" fw={600}>
            {t.sessionEndingSoon}
          </Text>
        )}
        <Group gap="sm" justify="space-between">
          <Text role="timer" aria-live="off" ff="monospace">
            {t.logoutIn(formatClock(left))}
          </Text>
          <Group gap="sm">
            <Button
              size={ending ? 'lg' : 'xs'}
              variant={ending ? 'filled' : 'light'}
              onClick={onExtend}
              disabled={busy}
            >
              {t.extend}
            </Button>
            <Button size="xs" variant="default" onClick={onLogout} disabled={busy}>
              {t.logout}
            </Button>
          </Group>
        </Group>
        {error && (
          <Text role="alert" size="sm" c="red.8">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
