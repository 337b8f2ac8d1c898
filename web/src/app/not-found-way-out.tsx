import { Button, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { errorPageTexts as t } from '@shared/messages/error-pages.js';
import { paths } from '../config/paths.js';
import { errorCauseFrom, type ErrorCause } from '../lib/page-notice.js';

/*
 * What the Errors page adds to 'Brak wskazanej strony': why the visitor is here and the way on.
 * A chunk of its own, fetched only when an error page shows (the public form's first
 * load does not carry it).
 */

interface Next {
  text: string;
  actions: { label: string; to: string }[];
}

/** Why the visitor is here, in plain words, and where to go next. */
function wayOut(cause: ErrorCause | null, staff: boolean): Next {
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
            text: t.formSend,
            actions: [
              { label: t.backToForm, to: cause.formPath },
              { label: t.goToInbox, to: paths.inboxLogin },
            ],
          }
        : { text: t.form, actions: [{ label: t.goToInbox, to: paths.inboxLogin }] };
    default:
      return staff
        ? { text: t.unknownPageStaff, actions: [{ label: t.backToDashboard, to: paths.dashboard }] }
        : {
            text: t.unknownPage,
            actions: [
              { label: t.goToLogin, to: paths.login },
              { label: t.goToInbox, to: paths.inboxLogin },
            ],
          };
  }
}

/** The explanation and the buttons for the next step; `staff`: a logged-in user (the dashboard is the way back). */
export function WayOut({ staff }: { staff: boolean }) {
  const { text, actions } = wayOut(errorCauseFrom(useLocation().state), staff);
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
