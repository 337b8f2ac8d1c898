/**
 * The only static import of hash-wasm. password.ts loads this module with a dynamic import(),
 * so bundles that never derive a password key do not carry Argon2 (and bundlers tree-shake the
 * rest of hash-wasm away because of the named import).
 */
export { argon2id } from 'hash-wasm';
