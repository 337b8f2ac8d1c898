import type { VoiceMarker } from '@shared/domain/voice-messages.js';

/**
 * Which files in a form's list are voice messages (issue #32), with their markers: the recorder
 * marks the file it adds, the send encrypts the marker next to the file's name. Only the lazy
 * chunks (the recorder, the files' list, the sender) import this.
 */
const markers = new WeakMap<Blob, VoiceMarker>();

export const markVoice = (file: Blob, marker: VoiceMarker): void => void markers.set(file, marker);

export const voiceMarkerOf = (file: Blob): VoiceMarker | null => markers.get(file) ?? null;
