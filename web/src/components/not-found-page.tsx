import { Title } from '@mantine/core';
import { commonTexts } from '@shared/messages/common.js';
import { PageNoticeAlert } from './page-notice-alert.js';
import { PublicPage } from './public-page.js';

/**
 * Error2 (`/Errors`) and every unknown path: 'Brak wskazanej strony' (doc 2 §2 Error pages).
 * A screen that sends the user here (an invalid activation or reset link) may send its alert
 * along (doc 2 §8 "alert, then Error2 page"). No way "back" is offered: reporters and staff
 * both land here, and neither home fits both.
 */
export function NotFoundPage() {
  return (
    <PublicPage>
      <PageNoticeAlert />
      <Title order={1}>{commonTexts.pageNotFound}</Title>
    </PublicPage>
  );
}
