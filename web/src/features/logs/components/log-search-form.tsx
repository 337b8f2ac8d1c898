import { Alert, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { logTexts as t } from '@shared/messages/logs.js';
import type { LogCriteria } from '../api/get-log-entries.js';
import { useLogUsers } from '../api/get-log-users.js';
import { todayInPoland } from '../lib/log-time.js';

interface LogSearchFormProps {
  /** A search: by days and/or user, or every entry (`{}`, 'Pokaż wszystko'). */
  onSearch: (criteria: LogCriteria) => void;
}

/**
 * Date range, user selector, 'Szukaj' and 'Pokaż wszystko'. A search needs a day or a
 * user: without either it says 'Brak wskazania zakresu przeszukania'.
 */
export function LogSearchForm({ onSearch }: LogSearchFormProps) {
  const users = useLogUsers();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [userId, setUserId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!from && !to && !userId) return setProblem(t.noCriteria);
    if (from && to && from > to) return setProblem(t.badRange);
    setProblem(null);
    onSearch({ ...(from ? { from } : {}), ...(to ? { to } : {}), ...(userId ? { userId } : {}) });
  };

  const showAll = () => {
    setFrom('');
    setTo('');
    setUserId('');
    setProblem(null);
    onSearch({});
  };

  const today = todayInPoland();
  return (
    <form onSubmit={search} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t.from}
          value={from}
          max={to || today}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t.to}
          value={to}
          min={from || undefined}
          max={today}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <NativeSelect
          label={t.user}
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
          data={[
            { value: '', label: t.anyUser },
            ...(users.data?.users ?? []).map((user) => ({ value: user.userId, label: user.name })),
          ]}
        />
        <Button type="submit">{t.search}</Button>
        <Button variant="default" onClick={showAll}>
          {t.showAll}
        </Button>
      </Group>
      {problem && (
        <Alert color="yellow" variant="light" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
    </form>
  );
}
