/**
 * Voice messages (issue #32): an additional report type within the package, like the phone and
 * e-mail types. The organisation decides whether a reporter's voice is disguised in the browser
 * before it is encrypted, and how long a recording may be.
 */

/** 'zawsze', 'sygnalista decyduje', 'nigdy'. */
export const disguisePolicies = ['always', 'reporterChooses', 'never'] as const;
export type DisguisePolicy = (typeof disguisePolicies)[number];

export const voiceLimits = {
  /** The time limit of one recording, in whole minutes. */
  minMinutes: 1,
  maxMinutes: 20,
  defaultMinutes: 10,
} as const;

export interface VoiceMessageSettings {
  enabled: boolean;
  disguise: DisguisePolicy;
  maxMinutes: number;
}

export const defaultVoiceMessageSettings: VoiceMessageSettings = {
  enabled: false,
  disguise: 'reporterChooses',
  maxMinutes: voiceLimits.defaultMinutes,
};

/**
 * What the browser records with a voice message, encrypted with the report key next to the file's
 * name (never readable by the server): that it is a voice message, whether the voice was disguised,
 * and its length. The disguise's factors are never recorded anywhere.
 */
export interface VoiceMarker {
  disguised: boolean;
  durationSeconds: number;
}

/** A marker as decrypted, or null when the text is not one (a damaged or foreign value). */
export function parseVoiceMarker(text: string): VoiceMarker | null {
  try {
    const value = JSON.parse(text) as Partial<VoiceMarker> | null;
    if (
      value &&
      typeof value.disguised === 'boolean' &&
      typeof value.durationSeconds === 'number' &&
      Number.isFinite(value.durationSeconds) &&
      value.durationSeconds >= 0
    )
      return { disguised: value.disguised, durationSeconds: value.durationSeconds };
  } catch {
    // not JSON: not a marker
  }
  return null;
}

/** '4:07': a duration in minutes and seconds, as the recorder and the report page show it. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
