import { describe, expect, it } from 'vitest';
import { smsTexts } from './sms.js';

/** The GSM 03.38 basic character set: a message in it bills 160 characters per segment. */
const GSM7 = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;

describe('SMS texts', () => {
  it('the login code fits one GSM-7 segment', () => {
    const text = smsTexts.loginCode('123456', 5);
    expect(text).toMatch(GSM7);
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
