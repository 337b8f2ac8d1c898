import { metadataCleaningLimits } from '../domain/files.js';
import { beforeCleaning, detectFormat } from './detect.js';
import { cleanJpeg } from './jpeg.js';
import { cleanMp3 } from './mp3.js';
import { cleanMp4 } from './mp4.js';
import { cleanOffice } from './office.js';
import { cleanOgg } from './ogg.js';
import { CleanError, type CleanOutcome } from './outcome.js';
import { cleanPdf } from './pdf.js';
import { cleanPng } from './png.js';
import { cleanWav } from './wav.js';
import { cleanWebm } from './webm.js';

/**
 * A file's identifying metadata removed, by the type its bytes show (never its name). Never
 * throws: a file that cannot be parsed, is too large or unpacks beyond the bounds comes back as
 * a 'failed' outcome for the reporter to decide about.
 */

export async function cleanFile(bytes: Uint8Array): Promise<CleanOutcome> {
  const before = beforeCleaning(bytes);
  if ('status' in before) return before;
  const formatGuess = before.format;
  const detected = detectFormat(bytes);
  if (bytes.length > metadataCleaningLimits.fileMaxBytes)
    return { status: 'failed', format: formatGuess, reason: 'too-large' };
  try {
    switch (detected) {
      case 'jpeg':
        return { status: 'cleaned', format: 'jpeg', ...cleanJpeg(bytes) };
      case 'png':
        return { status: 'cleaned', format: 'png', ...cleanPng(bytes) };
      case 'mp3':
        return { status: 'cleaned', format: 'mp3', ...cleanMp3(bytes) };
      case 'mp4':
        return { status: 'cleaned', format: 'mp4', ...cleanMp4(bytes) };
      case 'webm':
        return { status: 'cleaned', format: 'webm', ...cleanWebm(bytes) };
      case 'ogg': {
        const ogg = cleanOgg(bytes);
        return ogg
          ? { status: 'cleaned', format: 'ogg', ...ogg }
          : { status: 'cannot-clean', format: 'audio-container' };
      }
      case 'wav': {
        const wav = cleanWav(bytes);
        return wav ? { status: 'cleaned', format: 'wav', ...wav } : { status: 'cannot-clean', format: 'unknown' };
      }
      case 'pdf':
        return { status: 'cleaned', format: 'pdf', ...(await cleanPdf(bytes)) };
      case 'zip': {
        const office = cleanOffice(bytes);
        return office ? { status: 'cleaned', ...office } : { status: 'cannot-clean', format: 'archive' };
      }
      default: // answered by beforeCleaning
        return { status: 'cannot-clean', format: 'unknown' };
    }
  } catch (error) {
    return { status: 'failed', format: formatGuess, reason: error instanceof CleanError ? error.reason : 'damaged' };
  }
}
