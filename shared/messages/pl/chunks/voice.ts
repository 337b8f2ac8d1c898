/** The form's voice message in Polish, the source: fetched with the recorder. */
export { voiceTexts } from '../../voice.js';
