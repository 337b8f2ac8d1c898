import { Suspense } from 'react';
import type { ExternalChannelsNote } from '@shared/domain/external-channels-note.js';
import { ExternalChannelsText } from '@/components/external-channels.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { InboxSection } from './inbox-section.js';

function ExternalChannelsSection({ note }: { note: ExternalChannelsNote | null }) {
  const t = useTexts('externalChannelTexts');
  return (
    <InboxSection title={t.title}>
      <ExternalChannelsText note={note} />
    </InboxSection>
  );
}

/**
 * 'Zgłoszenie zewnętrzne' at the end of the inbox (art. 25 of the Act): where else the reporter
 * may report, and the organisation's own text. Its texts come with a chunk of their own; the inbox shows without waiting for them.
 */
export function InboxExternalChannels({ note }: { note: ExternalChannelsNote | null }) {
  return (
    <Suspense fallback={null}>
      <ExternalChannelsSection note={note} />
    </Suspense>
  );
}
