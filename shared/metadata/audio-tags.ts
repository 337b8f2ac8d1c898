import type { MetadataKind } from './outcome.js';

/**
 * What a recording's named tag holds, by its name: Vorbis comment field names (Ogg Opus and
 * Vorbis) and Matroska tag names (WebM) share one naming habit (ARTIST, TITLE, DATE, ENCODER…).
 */
export function audioTagKind(name: string): MetadataKind {
  const key = name.toLowerCase();
  if (/^(encoder|encoder_options|encoder_settings|encoding_tool|writing_app|muxing_app|vendor)$/.test(key))
    return 'software';
  if (/picture|cover/.test(key)) return 'thumbnail';
  if (/location|gps|coordinates/.test(key)) return 'gps';
  if (/date|time|year/.test(key)) return 'capture-time';
  if (/organi[sz]ation|label|publisher|company/.test(key)) return 'company';
  if (/artist|performer|author|composer|lyricist|copyright|encoded_by|contact|director|producer|writer/.test(key))
    return 'author';
  if (/title|album|comment|description|lyrics|subject|keywords|summary|synopsis/.test(key)) return 'comments';
  return 'audio-tags';
}
