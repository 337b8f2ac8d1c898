import { Alert, Button, Checkbox, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { reportFilesFit, staffAttachmentsFit } from '@shared/domain/files.js';
import { formatDuration, type DisguisePolicy } from '@shared/domain/voice-messages.js';
import { useTexts } from '@/i18n/reporter-language.js';
import { markVoice, voiceMarkerOf } from '@/lib/voice-files.js';
import {
  canRecord,
  decodeRecording,
  levelOf,
  microphoneFailure,
  recorderMimeType,
  renderVoice,
  type VoiceFailure,
} from '@/lib/voice-audio.js';

type Stage =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'recording'; paused: boolean }
  | { kind: 'processing'; percent: number }
  | {
      kind: 'ready';
      file: File;
      url: string;
      durationSeconds: number;
      disguised: boolean;
      /** The original is kept (this page made it): a change of the choice renders it again. */
      rerenderable: boolean;
    };

/** Where the recording goes: a report of the form (30 MB of all its files) or a message of the inbox (30 MB a message). */
export type VoicePlace = 'form' | 'inbox';

interface VoiceMessageProps {
  disguisePolicy: DisguisePolicy;
  maxMinutes: number;
  /** The form's attachments: the recording joins them, and counts toward their 30 MB. */
  files: readonly File[];
  setFiles: (update: (previous: File[]) => File[]) => void;
  place?: VoicePlace;
  /** Told when a recording starts being made and when it is attached or dropped (the inbox holds its send meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/** The texts that name where the recording goes and what else the reporter can do. */
function placeTexts(t: ReturnType<typeof useTexts<'voiceTexts'>>, place: VoicePlace) {
  if (place === 'form') return t;
  return {
    intro: t.inboxIntro,
    readyDisguised: t.inboxReadyDisguised,
    readyPlain: t.inboxReadyPlain,
    noMicrophone: t.inboxNoMicrophone,
    denied: t.inboxDenied,
    unsupported: t.inboxUnsupported,
    failed: t.inboxFailed,
    tooLarge: t.inboxTooLarge,
  };
}

/** A recording already on the list (the inbox's draft kept over a new login): shown as made, without its original. */
function keptRecording(files: readonly File[]): Stage {
  const file = files.find((candidate) => voiceMarkerOf(candidate));
  const marker = file && voiceMarkerOf(file);
  if (!file || !marker) return { kind: 'idle' };
  return { kind: 'ready', file, url: URL.createObjectURL(file), ...marker, rerenderable: false };
}

/** What a live recording holds: the microphone, the recorder, the meter's analyser, the time. */
interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  audio: AudioContext | null;
  chunks: Blob[];
  recordedMs: number;
  resumedAt: number | null;
}

/**
 * 'Nagraj wiadomość głosową' (issue #32): record from the microphone with a level meter, the time
 * and pause/resume, up to the organisation's limit; the voice is then disguised in this page
 * (per the organisation's policy, or the reporter's choice) and the result, which the reporter
 * hears before sending, joins the attachments. The original recording never leaves the page.
 */
export function VoiceMessage({
  disguisePolicy,
  maxMinutes,
  files,
  setFiles,
  place = 'form',
  onBusyChange,
}: VoiceMessageProps) {
  const t = useTexts('voiceTexts');
  const placed = placeTexts(t, place);
  const [stage, setStage] = useState<Stage>(() => keptRecording(files));
  const [chosenDisguise, setChosenDisguise] = useState(() => stage.kind !== 'ready' || stage.disguised);
  const [failure, setFailure] = useState<VoiceFailure | 'tooLarge' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const session = useRef<Session | null>(null);
  /** The recording as PCM, kept in this page only while its disguised file is attached (for a change of the choice). */
  const original = useRef<Float32Array | null>(null);
  /** The list as it is when a recording is done (files may be added while recording). */
  const currentFiles = useRef(files);
  useEffect(() => {
    currentFiles.current = files;
  }, [files]);
  const limitMs = maxMinutes * 60_000;
  const disguise = disguisePolicy === 'always' || (disguisePolicy === 'reporterChooses' && chosenDisguise);
  const busy = stage.kind === 'asking' || stage.kind === 'recording' || stage.kind === 'processing';

  useWindowEvent('beforeunload', (event) => {
    if (busy) event.preventDefault();
  });
  useEffect(() => {
    onBusyChange?.(busy);
    return () => onBusyChange?.(false);
  }, [busy, onBusyChange]);

  const elapsedNow = (live: Session) => live.recordedMs + (live.resumedAt === null ? 0 : Date.now() - live.resumedAt);

  const release = (live: Session | null) => {
    live?.stream.getTracks().forEach((track) => track.stop());
    void live?.audio?.close().catch(() => undefined);
  };

  const attach = async (pcm: Float32Array, withDisguise: boolean, replaced: File | null) => {
    setStage({ kind: 'processing', percent: 0 });
    try {
      const rendered = await renderVoice(pcm, {
        disguise: withDisguise,
        fileName: t.fileName,
        onProgress: (fraction) => setStage({ kind: 'processing', percent: Math.round(fraction * 100) }),
      });
      const others = currentFiles.current.filter((file) => file !== replaced);
      const filesFit = place === 'form' ? reportFilesFit : staffAttachmentsFit;
      if (!filesFit([...others.map((file) => file.size), rendered.file.size])) {
        if (replaced) setFiles((previous) => previous.filter((file) => file !== replaced));
        original.current = null;
        setFailure('tooLarge');
        setStage({ kind: 'idle' });
        return;
      }
      markVoice(rendered.file, { disguised: withDisguise, durationSeconds: rendered.durationSeconds });
      setFiles((previous) => [...previous.filter((file) => file !== replaced), rendered.file]);
      setStage({
        kind: 'ready',
        file: rendered.file,
        url: URL.createObjectURL(rendered.file),
        durationSeconds: rendered.durationSeconds,
        disguised: withDisguise,
        rerenderable: true,
      });
    } catch {
      original.current = null;
      setFailure('failed');
      setStage({ kind: 'idle' });
    }
  };

  /** The recorder stopped (by the reporter or the limit): the sound is decoded, disguised and attached. */
  const finish = async (live: Session) => {
    release(live);
    session.current = null;
    try {
      const pcm = await decodeRecording(new Blob(live.chunks, { type: live.recorder.mimeType }));
      original.current = pcm;
      await attach(pcm, disguise, null);
    } catch {
      setFailure('failed');
      setStage({ kind: 'idle' });
    }
  };

  const stop = () => {
    const live = session.current;
    if (!live) return;
    live.recordedMs = elapsedNow(live);
    live.resumedAt = null;
    setElapsedMs(live.recordedMs);
    setStage({ kind: 'processing', percent: 0 });
    live.recorder.stop();
  };

  const start = async () => {
    setFailure(null);
    setNotice(null);
    if (!canRecord()) {
      setFailure('unsupported');
      return;
    }
    setStage({ kind: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setFailure(microphoneFailure(error));
      setStage({ kind: 'idle' });
      return;
    }
    try {
      const mimeType = recorderMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const live: Session = { stream, recorder, audio: null, chunks: [], recordedMs: 0, resumedAt: Date.now() };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) live.chunks.push(event.data);
      };
      recorder.onstop = () => void finish(live);
      try {
        live.audio = new AudioContext();
      } catch {
        live.audio = null; // no meter, the recording works all the same
      }
      session.current = live;
      recorder.start(1000);
      setElapsedMs(0);
      setStage({ kind: 'recording', paused: false });
    } catch {
      release({ stream, audio: null } as Session);
      setFailure('unsupported');
      setStage({ kind: 'idle' });
    }
  };

  const togglePause = () => {
    const live = session.current;
    if (!live || stage.kind !== 'recording') return;
    if (stage.paused) {
      live.recorder.resume();
      live.resumedAt = Date.now();
    } else {
      live.recorder.pause();
      live.recordedMs = elapsedNow(live);
      live.resumedAt = null;
    }
    setStage({ kind: 'recording', paused: !stage.paused });
  };

  const forget = (ready: Extract<Stage, { kind: 'ready' }>) => {
    URL.revokeObjectURL(ready.url);
    setFiles((previous) => previous.filter((file) => file !== ready.file));
    original.current = null;
  };

  // The time, the limit and the meter while recording.
  const recording = stage.kind === 'recording';
  useEffect(() => {
    const live = session.current;
    if (!recording || !live) return;
    const timer = setInterval(() => {
      const elapsed = elapsedNow(live);
      setElapsedMs(elapsed);
      if (elapsed >= limitMs && live.recorder.state !== 'inactive') {
        setNotice(t.limitReached(maxMinutes));
        stop();
      }
    }, 250);
    let frame = 0;
    let analyser: AnalyserNode | null = null;
    if (live.audio) {
      analyser = live.audio.createAnalyser();
      analyser.fftSize = 1024;
      const source = live.audio.createMediaStreamSource(live.stream);
      source.connect(analyser);
      const buffer = new Float32Array(analyser.fftSize);
      const measure = () => {
        setLevel(analyser ? levelOf(analyser, buffer) : 0);
        frame = requestAnimationFrame(measure);
      };
      frame = requestAnimationFrame(measure);
    }
    return () => {
      clearInterval(timer);
      cancelAnimationFrame(frame);
      analyser?.disconnect();
      setLevel(0);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarted only when recording starts or stops
  }, [recording]);

  // The recording taken off the attachments' list there: the recorder forgets it too.
  useEffect(() => {
    if (stage.kind === 'ready' && !files.includes(stage.file)) {
      URL.revokeObjectURL(stage.url);
      original.current = null;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the list's change once
      setStage({ kind: 'idle' });
    }
  }, [files, stage]);

  // Leaving the page stops the microphone.
  useEffect(
    () => () => {
      const live = session.current;
      if (live) {
        live.recorder.onstop = null;
        if (live.recorder.state !== 'inactive') live.recorder.stop();
        release(live);
      }
    },
    [],
  );

  const changeChoice = (next: boolean) => {
    setChosenDisguise(next);
    if (stage.kind === 'ready' && original.current) {
      URL.revokeObjectURL(stage.url);
      void attach(original.current, next, stage.file);
    }
  };

  const time = formatDuration(elapsedMs / 1000);
  const failureText = failure ? placed[failure] : null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="voice-heading">
      <Title order={2} size="h4" id="voice-heading">
        {t.title}
      </Title>
      <Text size="sm">{placed.intro(maxMinutes)}</Text>
      {disguisePolicy === 'reporterChooses' && (
        <Checkbox
          label={t.disguise}
          description={t.disguiseHint}
          checked={chosenDisguise}
          // A recording kept over a new login has no original left to render again: record anew to change it.
          disabled={busy || (stage.kind === 'ready' && !stage.rerenderable)}
          onChange={(event) => changeChoice(event.currentTarget.checked)}
        />
      )}
      {disguisePolicy === 'always' && <Text size="sm">{t.disguiseAlways}</Text>}
      {disguisePolicy === 'never' && <Text size="sm">{t.disguiseNever}</Text>}
      {disguisePolicy !== 'never' && (
        <Text size="sm" c="dimmed">
          {t.notAnonymous}
        </Text>
      )}

      <div role="status" aria-live="polite">
        {stage.kind === 'asking' && <Text size="sm">{t.asking}</Text>}
        {stage.kind === 'recording' && <Text size="sm">{stage.paused ? t.paused(time) : t.recording(time)}</Text>}
        {stage.kind === 'processing' && <Text size="sm">{t.processing(stage.percent)}</Text>}
        {stage.kind === 'ready' && (
          <Text size="sm">
            {(stage.disguised ? placed.readyDisguised : placed.readyPlain)(formatDuration(stage.durationSeconds))}
          </Text>
        )}
        {notice && <Text size="sm">{notice}</Text>}
      </div>
      {failureText && (
        <Alert color="red" variant="light" role="alert">
          {failureText}
        </Alert>
      )}

      {stage.kind === 'recording' && (
        <>
          <Progress value={level} aria-label={t.level} size="lg" transitionDuration={100} />
          <Group>
            <Button variant="default" onClick={togglePause}>
              {stage.paused ? t.resume : t.pause}
            </Button>
            <Button onClick={stop}>{t.stop}</Button>
          </Group>
        </>
      )}
      {stage.kind === 'ready' && (
        <>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the reporter's own recording, just made: there is no text of it to caption (its transcript is a later step of issue #32) */}
          <audio controls src={stage.url} aria-label={t.listen} style={{ width: '100%' }} />
          <Group>
            <Button
              variant="default"
              onClick={() => {
                forget(stage);
                setStage({ kind: 'idle' });
                void start();
              }}
            >
              {t.rerecord}
            </Button>
            <Button
              variant="default"
              color="red"
              onClick={() => {
                forget(stage);
                setStage({ kind: 'idle' });
                setNotice(t.deleted);
              }}
            >
              {t.delete}
            </Button>
          </Group>
        </>
      )}
      {(stage.kind === 'idle' || stage.kind === 'asking') && (
        <Group>
          <Button variant="default" onClick={() => void start()} disabled={stage.kind === 'asking'}>
            {t.record}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
