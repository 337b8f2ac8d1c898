/**
 * Cheap Argon2id for tests (the envelope records it; production uses 64 MiB, t=3). The tests'
 * runtime lowers the server's floor to exactly this (`ARGON2_TEST_FLOOR`), so an envelope cheaper
 * still is refused in tests as a weak one is in production.
 */
export const testArgon = { m: 1024, t: 2, p: 1 } as const;
export const testArgonFloor = `${testArgon.m},${testArgon.t}`;
