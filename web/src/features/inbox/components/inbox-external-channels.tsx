import { Suspense } from 'react';
import { ExternalChannelsText } from '@/components/external-channels.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { InboxSection } from './inbox-section.js';

function ExternalChannelsSection() {
  const t = useTexts('externalChannelTexts');
  return (
    <InboxSection title={t.title}>
      <ExternalChannelsText />
    </InboxSection>
  );
}

/**
 * 'Zgłoszenie zewnętrzne' at the end of the inbox (art. 25 of the Act): where else the reporter
 * may report. Its texts come with a chunk of their own; the inbox shows without waiting for them.
 */
export function InboxExternalChannels() {
  return (
    <Suspense fallback={null}>
      <ExternalChannelsSection />
    </Suspense>
  );
}
