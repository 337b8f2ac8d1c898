import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.js';
import { site } from '../config/site.js';
import { licenceBlockedTexts } from '@shared/messages/back-office.js';

/**
 * 'Konto zablokowane!' (docs/features.md, "Who may do what"): shown instead of the content
 * of report screens, the dashboard and Settings while the licence has expired.
 */
export function LicenceBlockedNotice() {
  return (
    <Alert color="red" variant="light" title={licenceBlockedTexts.title}>
      <Text size="sm">
        {licenceBlockedTexts.body}{' '}
        <Anchor component={Link} to={paths.subscription} size="sm">
          {licenceBlockedTexts.billing}
        </Anchor>
        .
      </Text>
      <Text size="sm" mt="xs">
        {licenceBlockedTexts.help}{' '}
        <Anchor href={site.helpUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {licenceBlockedTexts.helpLink}
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
