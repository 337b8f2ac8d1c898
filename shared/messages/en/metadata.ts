import type { Translation } from '../catalogue.js';
import type { metadataKindTexts as polishKinds, metadataTexts as polish } from '../metadata.js';

/** Removing metadata, in English (the Polish source: ../metadata.ts). */
export const metadataKindTexts = {
  gps: 'GPS location',
  device: 'phone or camera model',
  'capture-time': 'date taken',
  'camera-settings': 'camera settings',
  author: 'author',
  company: 'company',
  comments: 'descriptions and comments',
  'revision-authors': 'authors of comments and changes',
  'edit-history': 'traces of editing history',
  'document-properties': 'title, subject and keywords',
  'edit-times': 'dates created and changed',
  thumbnail: 'thumbnail',
  xmp: 'XMP data (including editing history)',
  iptc: 'photo description and author (IPTC)',
  software: 'program name',
  printer: 'printer settings',
  'file-paths': 'file paths on the computer',
  'custom-data': 'additional data',
  scripts: 'scripts',
  'audio-tags': 'recording description (tags)',
  'other-metadata': 'other metadata',
} as const satisfies Translation<typeof polishKinds>;

export const metadataTexts = {
  cleaning: 'Removing metadata…',
  cleaningProgress: (percent: number) => `Removing metadata… ${percent}%`,
  removed: (kinds: string) => `Removed: ${kinds}`,
  nothingFound: 'No metadata that could identify you was found.',
  nothingToClean: 'A text file has no metadata to remove.',
  cannotCleanArchive:
    'Metadata cannot be removed from ZIP and 7Z archives in the browser. If you can, add the files from the archive one by one.',
  cannotCleanLegacyOffice:
    'Metadata, such as the document’s author, cannot be removed from older DOC and XLS files in the browser. If you can, save the file as DOCX, XLSX or PDF and add it again.',
  cannotCleanAudio:
    'Metadata, such as the recording date and device name, cannot yet be removed from this recording in the browser.',
  cannotCleanUnknown: 'The file type was not recognised, so no metadata was removed from it.',
  failedDamaged: 'Metadata could not be removed: the file seems damaged. You can send it unchanged or remove it.',
  failedTooLarge:
    'Metadata could not be removed: the file is too large or too complex. You can send it unchanged or remove it.',
  failedEncrypted:
    'Metadata could not be removed: the file is protected by a password. You can send it unchanged or remove it.',
  failedTimedOut: 'Metadata could not be removed: it took too long. You can send the file unchanged or remove it.',
  remainingImage:
    'The picture itself may still point to you: a face, a reflection, a signature or stamp on a scan, the view from a window. Look at it before sending.',
  remainingDocument:
    'Text visible in the document, such as a signature, a name in the footer or a phone number, is not removed. Read it before sending.',
  remainingAudio: 'Voices and background sounds are not removed and may point to you.',
  remainingEmbeddedFiles: 'The document contains attached files; check that you can send them.',
  unavailable:
    'The tool that removes metadata could not be loaded (check your connection). Remove the file and add it again, or send it unchanged.',
  cleaningList: 'Removing metadata from the files added',
  nameHint: 'A file name can point to you too, e.g. “Scan_Jan_K.pdf”. You can change it before sending.',
  rename: 'Rename',
  renameLabel: (name: string) => `New name of the file ${name}`,
  renameSave: 'Save the name',
  renameCancel: 'Cancel',
  renameInvalid: 'Enter a name that no other file on the list has.',
  sendAsIs: 'Send unchanged',
  sendingAsIs: 'The file will be sent unchanged, with its metadata.',
  offerOriginal: 'Send the original instead of the cleaned file',
  originalWarning:
    'The original contains everything that was removed from it. The organisation will see it and may recognise you by it.',
  confirmOriginal: 'Yes, send the original',
  keepCleaned: 'Send the cleaned file',
  notReady:
    'Wait until metadata has been removed from the files, and decide about each file that could not be cleaned.',
} as const satisfies Translation<typeof polish>;
