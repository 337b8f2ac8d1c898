import { Badge, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { termsNeedingAttention, type ReportClock, type TermMark } from '@shared/domain/deadlines.js';
import { deadlineMarkText, deadlineMarkTexts } from '@shared/messages/deadlines.js';
import { formatDate } from '../lib/dates.js';
import { wrappingBadgeStyles } from './wrapping-badge.js';

/** What a mark says in full: its text and the term's date (for the tooltip and screen readers). */
const detailOf = (mark: TermMark) => deadlineMarkTexts.detail(mark.term, formatDate(mark.due));

/** The marks' words, for 'Szukaj w widocznych' (e.g. "po terminie" finds the late ones on screen). */
export const deadlineMarksSearchText = (report: ReportClock, now?: Date): string =>
  termsNeedingAttention(report, now)
    .map((mark) => `${deadlineMarkText(mark)} ${detailOf(mark)}`)
    .join(' ');

/**
 * The Act's terms of a report that are close (2 days) or missed, as marks in a list row: the
 * words say which term and when (colour only repeats it: a missed term is red, a close one
 * orange), wrapped in full in a narrow column; the date is in the tooltip and read out to
 * screen readers. Nothing for a report whose terms are met or still far, or that is closed.
 */
export function DeadlineMarks({ report, now }: { report: ReportClock; now?: Date }) {
  const marks = termsNeedingAttention(report, now);
  if (!marks.length) return null;
  return (
    <Stack gap={4} align="flex-start">
      {marks.map((mark) => (
        <Tooltip key={mark.term} label={detailOf(mark)} withArrow>
          <Badge
            data-testid={`deadline-${mark.term}`}
            data-state={mark.state}
            {...(mark.state === 'overdue'
              ? { variant: 'filled', color: 'red.9' }
              : { variant: 'light', color: 'orange', c: 'dark.8' })}
            tt="none"
            styles={wrappingBadgeStyles}
          >
            {deadlineMarkText(mark)}
            <VisuallyHidden>{`, ${detailOf(mark)}`}</VisuallyHidden>
          </Badge>
        </Tooltip>
      ))}
    </Stack>
  );
}
