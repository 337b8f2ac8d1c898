/**
 * Bounds accepted for Argon2id parameters (m in KiB). Upper bounds stop a hostile envelope from
 * exhausting memory. A module without zod: password derivation (password.ts) needs only these,
 * and the reporter's login screens must not carry the envelopes' schemas (docs/figures.md, "Budgets").
 */
export const ARGON2_LIMITS = {
  m: { min: 1024, max: 1024 * 1024 },
  t: { min: 1, max: 16 },
  p: { min: 1, max: 4 },
  saltBytes: { min: 16, max: 64 },
} as const;
