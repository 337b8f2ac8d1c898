import { Title } from '@mantine/core';
import { commonTexts } from '../../../shared/messages/common.js';
import { PublicPage } from './public-page.js';

/**
 * Error2 (`/Errors`) and every unknown path: 'Brak wskazanej strony' (doc 2 §2 Error pages).
 * No way "back" is offered: reporters and staff both land here, and neither home fits both.
 */
export function NotFoundPage() {
  return (
    <PublicPage>
      <Title order={1}>{commonTexts.pageNotFound}</Title>
    </PublicPage>
  );
}
