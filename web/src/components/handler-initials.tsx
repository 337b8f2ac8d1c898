import { Avatar, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { reportColumnTexts as t } from '@shared/messages/report-lists.js';
import { LineIcon } from './report-icons.js';

/** How many handlers a crowded row shows by initials; the rest as '+N'. */
const SHOWN = 2;

/**
 * 'Prowadzący' where the row is crowded (the tables with 'Terminy'): the first handlers as their
 * initials, the name in a tooltip and for screen readers, the others as '+N' with their names in
 * its tooltip and read out; a dash for none.
 */
export function HandlerInitials({ handlers }: Pick<ReportRow, 'handlers'>) {
  if (!handlers.length) return <Text size="sm">{t.noHandlers}</Text>;
  const rest = handlers.slice(SHOWN).map((handler) => handler.name);
  return (
    <Avatar.Group spacing="xs">
      {handlers.slice(0, SHOWN).map((handler) => (
        <Tooltip key={handler.userId} label={handler.name} withArrow>
          <Avatar size="sm" color="blue.8" variant="filled" data-testid="handler-initials">
            <span aria-hidden="true">{initialsOf(handler.name)}</span>
            <VisuallyHidden>{handler.name}</VisuallyHidden>
          </Avatar>
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.join(', ')} withArrow>
          <Avatar size="sm" color="gray.8" variant="filled">
            <span aria-hidden="true">+{rest.length}</span>
            <VisuallyHidden>{rest.join(', ')}</VisuallyHidden>
          </Avatar>
        </Tooltip>
      )}
    </Avatar.Group>
  );
}

/** The column's header where the row is crowded: a people icon, 'Prowadzący' in a tooltip and read out. */
export function HandlersHeader() {
  return (
    <Tooltip label={t.handlers} withArrow>
      <span>
        <LineIcon>
          <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
          <circle cx="9" cy="7" r="4" />
          <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
        </LineIcon>
        <VisuallyHidden>{t.handlers}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/** 'Anna Demo' → 'AD'; one word gives its first letter. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('pl'))
    .join('');
