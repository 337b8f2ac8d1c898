import type { Translation } from '@shared/messages/catalogue.js';
import type { metadataKindTexts, metadataTexts } from '@shared/messages/metadata.js';
import type { CleanOutcome, RemainingKind } from '@shared/metadata/index.js';

/** The texts in the reporter's language (`useTexts`), or the Polish ones. */
type Texts = Translation<typeof metadataTexts>;
type KindTexts = Translation<typeof metadataKindTexts>;

/**
 * What a person is told about one file's cleaning: what was removed, or why nothing could be,
 * and what cleaning cannot remove. `warning` is set when the file goes as it is (not cleaned).
 */
export interface CleaningSummary {
  result: string;
  advice: string[];
  warning: boolean;
}

const remainingTexts = (texts: Texts): Record<RemainingKind, string> => ({
  'image-content': texts.remainingImage,
  'document-content': texts.remainingDocument,
  'audio-content': texts.remainingAudio,
  'embedded-files': texts.remainingEmbeddedFiles,
});

export function cleaningSummary(outcome: CleanOutcome, texts: Texts, kindTexts: KindTexts): CleaningSummary {
  switch (outcome.status) {
    case 'cleaned':
      return {
        result:
          outcome.removed.length > 0
            ? texts.removed(outcome.removed.map((kind) => kindTexts[kind]).join(', '))
            : texts.nothingFound,
        advice: outcome.remaining.map((kind) => remainingTexts(texts)[kind]),
        warning: false,
      };
    case 'nothing-to-clean':
      return { result: texts.nothingToClean, advice: [texts.remainingDocument], warning: false };
    case 'cannot-clean': {
      const result = {
        archive: texts.cannotCleanArchive,
        'legacy-office': texts.cannotCleanLegacyOffice,
        'audio-container': texts.cannotCleanAudio,
        unknown: texts.cannotCleanUnknown,
      }[outcome.format];
      return { result, advice: [], warning: true };
    }
    case 'failed': {
      const result = {
        damaged: texts.failedDamaged,
        'too-large': texts.failedTooLarge,
        encrypted: texts.failedEncrypted,
        'timed-out': texts.failedTimedOut,
      }[outcome.reason];
      return { result, advice: [], warning: true };
    }
  }
}
