export * from './errors.js';
export * from './common.js';
