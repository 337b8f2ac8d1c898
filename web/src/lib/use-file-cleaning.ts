import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CleanOutcome } from '@shared/metadata/outcome.js';
import { markVoice, voiceMarkerOf } from './voice-files.js';

/**
 * Every file a person adds (a report's attachments, a message's) cleaned of its identifying
 * metadata before it is encrypted (docs/features.md, "Metadata removal"). The cleaning code and its
 * worker are fetched with the first file, never with the page.
 */
const loadCleaning = () => import('./metadata-cleaning.js');

/**
 * Where one file's cleaning is: under way (how much is read), its outcome, or 'unavailable' when
 * the cleaning code itself could not be fetched (the connection dropped).
 */
export type FileCleaning =
  { stage: 'cleaning'; percent: number | null } | { stage: 'done'; outcome: CleanOutcome } | { stage: 'unavailable' };

/** One added file as it will go: cleaned or, after the warning, as it is; under the name chosen. */
export interface CleanedAttachment {
  /** The file as it was added (the key of the list). */
  file: File;
  /** The name it is sent under (the person may change it: a name can identify too). */
  name: string;
  cleaning: FileCleaning;
  /** The person chose, after the warning, to send the file as it was added. */
  sendOriginal: boolean;
}

/** The file goes as it was added only by the person's choice; a text file has nothing to clean. */
export const warnsBeforeSending = (cleaning: FileCleaning): boolean =>
  cleaning.stage === 'unavailable' ||
  (cleaning.stage === 'done' && (cleaning.outcome.status === 'cannot-clean' || cleaning.outcome.status === 'failed'));

/** Cleaned, or nothing to clean, or the person decided to send it as it is. */
export const isReady = (item: CleanedAttachment): boolean =>
  item.cleaning.stage !== 'cleaning' && (item.sendOriginal || !warnsBeforeSending(item.cleaning));

/** The bytes that go: the cleaned ones, unless the file is sent as it was added. */
export function bytesToSend({ file, cleaning, sendOriginal }: CleanedAttachment): Blob | Uint8Array<ArrayBuffer> {
  return cleaning.stage === 'done' && cleaning.outcome.status === 'cleaned' && !sendOriginal
    ? cleaning.outcome.bytes
    : file;
}

/** The file that is encrypted and sent: the bytes that go, under the name chosen; a voice message stays one. */
export function fileToSend(item: CleanedAttachment): File {
  const sent = new File([bytesToSend(item)], item.name, { type: item.file.type });
  const marker = voiceMarkerOf(item.file);
  if (marker) markVoice(sent, marker);
  return sent;
}

interface Decisions {
  name?: string;
  sendOriginal?: boolean;
}

/**
 * The cleaning of `files` (the list the screen keeps, in the order added): each new file is
 * cleaned in a worker of its own as it appears; a file removed from the list is forgotten.
 */
export function useFileCleaning(files: readonly File[]) {
  const [cleanings, setCleanings] = useState<ReadonlyMap<File, FileCleaning>>(new Map());
  const [decisions, setDecisions] = useState<ReadonlyMap<File, Decisions>>(new Map());
  const started = useRef(new Set<File>());
  const finished = useRef(new Map<File, Promise<FileCleaning>>());
  const listed = useRef(files);
  useEffect(() => {
    listed.current = files;
  }, [files]);

  useEffect(() => {
    for (const file of files) {
      if (started.current.has(file)) continue;
      started.current.add(file);
      const update = (cleaning: FileCleaning) =>
        setCleanings((previous) => {
          if (!listed.current.includes(file)) return previous;
          const next = new Map([...previous].filter(([kept]) => listed.current.includes(kept)));
          return next.set(file, cleaning);
        });
      const done = loadCleaning()
        .then(({ cleanInWorker }) =>
          cleanInWorker(file, {
            onProgress: (progress) =>
              update({
                stage: 'cleaning',
                percent: progress.stage === 'reading' ? Math.round(progress.fraction * 100) : null,
              }),
          }),
        )
        .then(
          (outcome): FileCleaning => ({ stage: 'done', outcome }),
          (): FileCleaning => ({ stage: 'unavailable' }),
        );
      finished.current.set(file, done);
      void done.then(update);
    }
    // A file taken off the list and added again is cleaned again.
    for (const file of started.current) {
      if (files.includes(file)) continue;
      started.current.delete(file);
      finished.current.delete(file);
    }
  }, [files]);

  const decide = useCallback((file: File, decision: Decisions) => {
    setDecisions((previous) => new Map(previous).set(file, { ...previous.get(file), ...decision }));
  }, []);

  // One object per change of the list, its cleanings or the decisions: a screen may keep it in
  // its own state (the form's files section hands it up).
  return useMemo(() => {
    const items: CleanedAttachment[] = files.map((file) => ({
      file,
      name: decisions.get(file)?.name ?? file.name,
      cleaning: cleanings.get(file) ?? { stage: 'cleaning', percent: null },
      sendOriginal: decisions.get(file)?.sendOriginal ?? false,
    }));
    return {
      items,
      /** A file that could not be cleaned waits for the person's decision: nothing can be sent yet. */
      waitsForDecision: items.some((item) => item.cleaning.stage !== 'cleaning' && !isReady(item)),
      /** Gives a file another name (`renamedFile` in cleaned-file-names.ts makes it from what was typed). */
      rename: (file: File, name: string) => decide(file, { name }),
      /** After the warning: the file goes as it was added (or, `false`, cleaned again). */
      setSendOriginal: (file: File, sendOriginal: boolean) => decide(file, { sendOriginal }),
      /**
       * The files as they are to be encrypted and sent, in the list's order, once those still being
       * cleaned are done; null when one could not be cleaned and waits for the person's decision.
       */
      filesWhenCleaned: async (): Promise<File[] | null> => {
        const settled = await Promise.all(
          items.map(async (item) =>
            item.cleaning.stage === 'cleaning'
              ? { ...item, cleaning: await (finished.current.get(item.file) ?? Promise.resolve(item.cleaning)) }
              : item,
          ),
        );
        return settled.every(isReady) ? settled.map(fileToSend) : null;
      },
    };
  }, [files, cleanings, decisions, decide]);
}

export type FileCleaningState = ReturnType<typeof useFileCleaning>;
