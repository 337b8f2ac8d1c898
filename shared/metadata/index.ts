/** Removing identifying metadata from a reporter's or staff member's files, in the browser, before encryption. */
export { cleanFile } from './clean-file.js';
export { beforeCleaning, detectFormat } from './detect.js';
export * from './outcome.js';
