import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { contentTypeForName } from '@shared/domain/file-kinds.js';
import { formatDuration, type VoiceMarker } from '@shared/domain/voice-messages.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import type { ReportRef } from '@/lib/report-files.js';
import { fetchReportFile } from '../api/download-report-file.js';

/**
 * A voice message of the report (issue #32): its length and whether the reporter's voice was
 * disguised, then, on request, the recording decrypted in this browser and played from a Blob URL
 * (never uploaded again; the URL is let go when the page is left).
 */
export function VoiceMessagePlayer({
  report,
  reportKey,
  file,
  marker,
}: {
  report: ReportRef;
  reportKey: CryptoKey;
  file: { fileId: string; name: string };
  marker: VoiceMarker;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const load = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const blob = await fetchReportFile(report, reportKey, file.fileId);
      // Typed by its name (WebM or WAV), so that every browser knows what it plays.
      setUrl(URL.createObjectURL(new Blob([blob], { type: contentTypeForName(file.name) })));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap={4} mt={4} data-testid="voice-message">
      <Text size="sm">{t.voiceMessage(formatDuration(marker.durationSeconds))}</Text>
      <Text size="sm" c="dimmed">
        {marker.disguised ? t.voiceDisguised : t.voiceNotDisguised}
      </Text>
      {url ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- its text is the transcript ('Protokół wiadomości głosowej') on the same page, not a timed caption track
        <audio controls src={url} aria-label={t.voicePlayer(file.name)} style={{ width: '100%', maxWidth: 480 }} />
      ) : (
        <div>
          <Button size="xs" variant="light" loading={loading} onClick={() => void load()}>
            {t.voiceListen}
          </Button>
        </div>
      )}
      {loading && (
        <Text size="xs" c="dimmed" role="status">
          {t.voiceLoading}
        </Text>
      )}
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t.voiceFailed}
        </Alert>
      )}
    </Stack>
  );
}
