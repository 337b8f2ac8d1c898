import type { Translation } from '../catalogue.js';
import type { voiceTexts as polish } from '../voice.js';

/** The voice message of the public form in English (the Polish source: ../voice.ts). */
export const voiceTexts = {
  title: 'Voice message',
  intro: (minutes: number) =>
    `Instead of writing, you can record a message (up to ${minutes} min). The recording is encrypted in this browser and sent as an attachment.`,
  record: 'Record a voice message',
  disguise: 'Change my voice before sending',
  disguiseAlways:
    'The organisation changes the voice in every recording: this happens in this browser before the recording is encrypted. Your real voice does not leave this page.',
  disguiseNever: 'The organisation does not change voices in recordings: it will hear your voice as it sounds.',
  disguiseHint:
    'The pitch and the timbre of your voice will be changed in this browser before the recording is encrypted. Your real voice does not leave this page.',
  notAnonymous:
    'Changing the voice is not anonymisation: the words, accent, way of speaking and background sounds remain. Do not say anything that identifies you if you want to stay anonymous.',
  asking: 'Waiting for permission to use the microphone…',
  recording: (time: string) => `Recording… ${time}`,
  paused: (time: string) => `Recording paused: ${time}`,
  level: 'Sound level from the microphone',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop recording',
  limitReached: (minutes: number) => `The limit of ${minutes} min was reached: recording stopped.`,
  processing: (percent: number) => `Preparing the recording… ${percent}%`,
  listen: 'Listen to the recording before sending',
  readyDisguised: (time: string) => `Recording with a changed voice, ${time}. It will be sent with the report.`,
  readyPlain: (time: string) => `Recording without a changed voice, ${time}. It will be sent with the report.`,
  rerecord: 'Record again',
  delete: 'Delete the recording',
  deleted: 'Recording deleted.',
  fileName: (extension: string) => `voice-message.${extension}`,
  noMicrophone: 'No microphone was found. Connect a microphone or describe the matter in the form fields.',
  denied:
    'The browser did not allow the microphone. Allow the microphone in the site settings or describe the matter in the form fields.',
  unsupported:
    'This browser cannot record sound. Use a current version of Chrome, Firefox, Edge or Safari, or describe the matter in the form fields.',
  failed: 'The recording could not be prepared. Try recording it again or describe the matter in the form fields.',
  tooLarge:
    'The recording does not fit in the 30 MB limit of all attachments. Record a shorter message or remove other files.',
  inboxIntro: (minutes: number) =>
    `You can add a voice recording to your message (up to ${minutes} min). It is encrypted in this browser and sent as an attachment.`,
  inboxReadyDisguised: (time: string) => `Recording with a changed voice, ${time}. It will be sent with the message.`,
  inboxReadyPlain: (time: string) => `Recording without a changed voice, ${time}. It will be sent with the message.`,
  inboxNoMicrophone: 'No microphone was found. Connect a microphone or write a message.',
  inboxDenied:
    'The browser did not allow the microphone. Allow the microphone in the site settings or write a message.',
  inboxUnsupported:
    'This browser cannot record sound. Use a current version of Chrome, Firefox, Edge or Safari, or write a message.',
  inboxFailed: 'The recording could not be prepared. Try recording it again or write a message.',
  inboxTooLarge:
    'The recording does not fit in the 30 MB limit of one message’s attachments. Record a shorter message or remove other files.',
  leaveWarning: 'The recording has not been sent yet.',
} as const satisfies Translation<typeof polish>;
