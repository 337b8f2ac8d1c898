import { Button, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useRouteError } from 'react-router-dom';
import { commonTexts } from '@shared/messages/common.js';
import { paths } from '../config/paths.js';
import { PublicPage } from './public-page.js';

/**
 * The router's error element: 'Coś poszło nie tak' with a Back button to the dashboard.
 * Details go to the console only, never to the screen.
 */
export function ErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <PublicPage>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{commonTexts.somethingWentWrong}</Title>
        <Button variant="light" onClick={() => navigate(paths.dashboard)}>
          {commonTexts.back}
        </Button>
      </Stack>
    </PublicPage>
  );
}
