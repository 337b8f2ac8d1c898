/**
 * The EICAR antivirus test file, byte-exact, put together here so that no file of the project is
 * one (the project's signature database detects it and nothing else: local/clamav/).
 */
export const eicarTestFile: Uint8Array<ArrayBuffer> = new TextEncoder().encode(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR', '-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
);
