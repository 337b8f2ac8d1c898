import { Alert } from '@mantine/core';
import { fileTexts } from '@shared/messages/files.js';
import { useSession } from '../lib/session.js';

/**
 * Where staff add files (reply attachments, private files, category attachments, the logo and the
 * statement): while the organisation scans them (the session's `staffFilesScanned`, Settings'
 * administrators' files toggle), says that the server then sees each file for the scan (docs/security.md §6.7),
 * as the public form says it to reporters. Nothing when scanning is off.
 */
export function StaffScanNotice() {
  const session = useSession();
  if (!session?.staffFilesScanned) return null;
  return (
    <Alert color="yellow" variant="light" role="note" title={fileTexts.staffScannedTitle}>
      {fileTexts.staffScanned}
    </Alert>
  );
}
