import type { MinimisationMark, MinimisationTarget } from '@shared/domain/minimisation.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { useChange } from '@/lib/contract-query.js';
import { sendIrrelevantMark, sendUnmark } from '../api/irrelevant-data.js';
import type { DecryptedReport } from './use-opened-report.js';
import { useVersionedContent } from './use-versioned-content.js';

export interface MinimisationState {
  marks: MinimisationMark[];
  version: number;
}

/**
 * The report's marks 'Nieistotne dla sprawy', read with its content; a mark or an unmark is sent on
 * the version shown, and a refusal (409: changed meanwhile) reads them again before it is passed on.
 */
export function useMinimisations(opened: DecryptedReport | null) {
  const reportId = opened?.content.reportId ?? '';
  const { query, keep, readAgainOn409 } = useVersionedContent<MinimisationState>(
    opened,
    'minimisations',
    (content) => ({ marks: content.minimisations ?? [], version: content.minimisationVersion ?? 0 }),
  );

  const mark = useChange(
    async ({ target, replacement }: { target: MinimisationTarget; replacement: ContentEnvelope | null }) => {
      const seen = query.data!;
      try {
        const answer = await sendIrrelevantMark({
          params: { reportId },
          body: { markId: crypto.randomUUID(), target, replacement, minimisationVersion: seen.version },
        });
        keep({ marks: [...seen.marks, answer.mark], version: answer.minimisationVersion });
        return answer.mark;
      } catch (failure) {
        return readAgainOn409(failure);
      }
    },
  );
  const unmark = useChange(async (markId: string) => {
    const seen = query.data!;
    try {
      const answer = await sendUnmark({ params: { reportId, markId } });
      keep({ marks: seen.marks.filter((one) => one.markId !== markId), version: answer.minimisationVersion });
    } catch (failure) {
      await readAgainOn409(failure);
    }
  });

  return {
    state: query.data ?? null,
    mark: mark.mutateAsync,
    unmark: unmark.mutateAsync,
    saving: mark.isPending || unmark.isPending,
  };
}
