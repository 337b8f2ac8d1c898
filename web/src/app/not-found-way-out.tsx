import { Button, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { Translation } from '@shared/messages/catalogue.js';
import { errorPageTexts as t, reporterErrorPageTexts } from '@shared/messages/error-pages.js';
import { paths } from '../config/paths.js';
import { errorCauseFrom, type ErrorCause } from '../lib/page-notice.js';

/*
 * What the Errors page adds to 'Brak wskazanej strony': why the visitor is here and the way on.
 * A chunk of its own, fetched only when an error page shows (the public form's first
 * load does not carry it).
 */

/** What a reporter reads here, in their language (Polish by default, as staff read it). */
export type ReporterWords = Translation<typeof reporterErrorPageTexts>;

interface Next {
  text: string;
  actions: { label: string; to: string }[];
}

/** Why the visitor is here, in plain words, and where to go next; a reporter's reasons in `w`. */
function wayOut(cause: ErrorCause | null, staff: boolean, w: ReporterWords): Next {
  switch (cause?.kind) {
    case 'activationLink':
      return {
        text: t.activationLink,
        actions: [
          { label: t.newActivationLink, to: paths.loginTab('register') },
          { label: t.goToLogin, to: paths.login },
        ],
      };
    case 'resetLink':
      return {
        text: t.resetLink,
        actions: [
          { label: t.newResetLink, to: paths.resetPassword },
          { label: t.goToLogin, to: paths.login },
        ],
      };
    case 'form':
      return cause.formPath
        ? {
            text: w.formSend,
            actions: [
              { label: w.backToForm, to: cause.formPath },
              { label: w.goToInbox, to: paths.inboxLogin },
            ],
          }
        : { text: w.form, actions: [{ label: w.goToInbox, to: paths.inboxLogin }] };
    default:
      return staff
        ? { text: t.unknownPageStaff, actions: [{ label: t.backToDashboard, to: paths.dashboard }] }
        : {
            text: w.unknownPage,
            actions: [
              { label: w.goToLogin, to: paths.login },
              { label: w.goToInbox, to: paths.inboxLogin },
            ],
          };
  }
}

/**
 * The explanation and the buttons for the next step; `staff`: a logged-in user (the dashboard is
 * the way back). `state`: the navigation's, as the page was reached (the language switcher's
 * `?lang=` replaces the location without it); `words`: a reporter's, in their language.
 */
export function WayOut({
  staff,
  state,
  words = reporterErrorPageTexts,
}: {
  staff: boolean;
  state?: unknown;
  words?: ReporterWords;
}) {
  const location = useLocation();
  const { text, actions } = wayOut(errorCauseFrom(state === undefined ? location.state : state), staff, words);
  return (
    <>
      <Text>{text}</Text>
      <Group gap="sm">
        {actions.map((action, i) => (
          <Button key={action.to} component={Link} to={action.to} variant={i === 0 ? 'filled' : 'default'}>
            {action.label}
          </Button>
        ))}
      </Group>
    </>
  );
}
