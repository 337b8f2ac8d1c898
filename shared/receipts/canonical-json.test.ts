import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonical JSON (RFC 8785)', () => {
  it('serialises the RFC 8785 §3.2.2 example exactly', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
    ) as unknown;
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('sorts keys by UTF-16 code units as in the RFC 8785 §3.2.3 example', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    // Compared as text: parsing it back would move the integer-like key "1" first.
    expect(canonicalJson(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it.each([
    [0, '0'],
    [-0, '0'],
    [1e21, '1e+21'],
    [1e-7, '1e-7'],
    [9007199254740991, '9007199254740991'],
    [295147905179352830000, '295147905179352830000'],
    [-5e-324, '-5e-324'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [0.000001, '0.000001'],
  ])('prints the number %s as the RFC 8785 Appendix B does: %s', (value, expected) => {
    expect(canonicalJson(value)).toBe(expected);
  });

  it('writes no whitespace, keeps array order and nests objects sorted', () => {
    expect(canonicalJson({ b: [3, { d: 1, c: 'ż' }], a: null })).toBe('{"a":null,"b":[3,{"c":"ż","d":1}]}');
  });

  it('leaves out undefined members, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it.each([NaN, Infinity, -Infinity])('refuses the number %s, which is not I-JSON', (value) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
  });

  it('refuses a string with a lone surrogate and accepts a pair', () => {
    expect(() => canonicalJson('\ud83d')).toThrow(TypeError);
    expect(() => canonicalJson({ '\ude00': 1 })).toThrow(TypeError);
    expect(canonicalJson('\ud83d\ude00')).toBe('"😀"');
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson(() => 1)).toThrow(TypeError);
    expect(() => canonicalJson(10n)).toThrow(TypeError);
  });
});
