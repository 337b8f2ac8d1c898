/** Text messages sent by SMS (ours: the spec gives none). */
export const smsTexts = {
  /** `minutes` is 5 today; the wording ("minut") fits 5–21. */
  loginCode: (code: string, minutes: number) => `Ostoja: Twój kod logowania to ${code}. Kod jest ważny ${minutes} minut. Nie podawaj go nikomu.`,
} as const;
