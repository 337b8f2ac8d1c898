import { vi } from 'vitest';

/**
 * The browser's recording APIs, as jsdom has none: a microphone that answers as told, a
 * MediaRecorder that hands over one chunk when stopped, an offline audio context that "decodes"
 * it to a second of a 200 Hz tone at 16 kHz.
 */
class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([1, 2, 3])], { type: this.mimeType }) });
    this.onstop?.();
  }
}

class FakeOfflineContext {
  constructor(
    readonly channels: number,
    readonly length: number,
    readonly sampleRate: number,
  ) {}
  decodeAudioData = async () => ({ duration: 1 });
  createBufferSource = () => ({ buffer: null, connect: () => undefined, start: () => undefined });
  destination = {};
  startRendering = async () => ({
    getChannelData: () =>
      Float32Array.from({ length: this.length }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 200 * i) / this.sampleRate)),
  });
}

export const stopTrack = vi.fn();

export function givenBrowser(microphone: 'granted' | DOMException, { recorder = true } = {}) {
  const getUserMedia = vi.fn(async () => {
    if (microphone instanceof DOMException) throw microphone;
    return { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
  });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { mediaDevices: { getUserMedia } }));
  if (recorder) vi.stubGlobal('MediaRecorder', FakeRecorder);
  else vi.stubGlobal('MediaRecorder', undefined);
  vi.stubGlobal('OfflineAudioContext', FakeOfflineContext);
  // No live meter in jsdom: the recorder works without one.
  vi.stubGlobal('AudioContext', undefined);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:voice', revokeObjectURL: () => undefined }));
  return getUserMedia;
}
