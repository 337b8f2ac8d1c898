/** Text messages sent by SMS (ours: the spec gives none). */
export const smsTexts = {
  /**
   * Plain ASCII on purpose: one Polish letter makes the whole message UCS-2, which bills this
   * 84-character text as two segments instead of one. `minutes` is 5 today ("minut" fits 5–21).
   */
  loginCode: (code: string, minutes: number) =>
    `Ostoja: Twoj kod logowania to ${code}. Kod jest wazny ${minutes} minut. Nie podawaj go nikomu.`,
} as const;
