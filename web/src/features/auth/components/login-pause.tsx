import { Alert, Button, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { authTexts } from '@shared/messages/auth.js';
import { paths } from '@/config/paths.js';

/** "14:05": minutes and seconds left. */
export const countdownClock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

interface LoginPauseProps {
  /** When logins from this browser may resume (epoch ms). */
  until: number;
  onOver: () => void;
}

/**
 * Logins paused after too many wrong passwords: a live countdown to the next try and the way
 * out that needs no waiting, 'Resetuj hasło' (a new password ends the pause).
 */
export function LoginPause({ until, onOver }: LoginPauseProps) {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(until));
  useInterval(() => setSecondsLeft(secondsUntil(until)), 1000, { autoInvoke: true });

  useEffect(() => {
    if (secondsLeft === 0) onOver();
  }, [secondsLeft, onOver]);

  return (
    <Alert color="orange" variant="light" title={authTexts.loginPausedTitle} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{authTexts.loginPaused}</Text>
        <Text size="sm" fw={600} data-testid="login-pause-countdown">
          {authTexts.loginPausedFor(countdownClock(secondsLeft))}
        </Text>
        <Text size="sm">{authTexts.loginPausedReset}</Text>
        <Button component={Link} to={paths.resetPassword} size="xs">
          {authTexts.resetPassword}
        </Button>
      </Stack>
    </Alert>
  );
}
