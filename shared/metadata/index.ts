/** Removing identifying metadata from a reporter's or staff member's files, in the browser, before encryption. */
export { beforeCleaning, cleanFile, detectFormat } from './clean-file.js';
export * from './outcome.js';
