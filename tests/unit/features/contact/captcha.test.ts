import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaMatches, generateCaptcha } from '../../../../src/features/contact/captcha.ts';

describe('captcha: 6 random lowercase alphanumeric characters, matched case-insensitively', () => {
  it('is 6 lowercase letters or digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateCaptcha()).toMatch(/^[a-z0-9]{6}$/);
  });

  it('is random: 200 captchas are (almost surely) all different', () => {
    expect(new Set(Array.from({ length: 200 }, () => generateCaptcha())).size).toBe(200);
  });

  it('gives 6 alphanumerics from any random source', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), (bytes) => {
        const captcha = generateCaptcha((buffer) => {
          buffer.set(bytes.subarray(0, buffer.length));
          return buffer;
        });
        return /^[a-z0-9]{6}$/.test(captcha) || bytes.filter((b) => b < 252).length < 6;
      }),
    );
  });

  it('skips bytes ≥ 252 so every character is equally likely', () => {
    let call = 0;
    const captcha = generateCaptcha((buffer) => {
      call += 1;
      // First draw: only rejected bytes; second: 0..11 → 'a'..'l'.
      buffer.set(call === 1 ? buffer.map(() => 255) : buffer.map((_, i) => i));
      return buffer;
    });
    expect(call).toBe(2);
    expect(captcha).toBe('abcdef');
  });

  it('maps bytes to a–z then 0–9: 35 is 9, 36 wraps to a', () => {
    const captcha = generateCaptcha((buffer) => {
      buffer.set([35, 36, 26, 0, 71, 25, 0, 0, 0, 0, 0, 0]);
      return buffer;
    });
    expect(captcha).toBe('9a0a9z');
  });

  it('matches ignoring case and surrounding spaces, never an empty captcha', () => {
    expect(captchaMatches('AbC12z', 'abc12z')).toBe(true);
    expect(captchaMatches(' abc12z ', 'abc12z')).toBe(true);
    expect(captchaMatches('abc12', 'abc12z')).toBe(false);
    expect(captchaMatches('abc12zz', 'abc12z')).toBe(false);
    expect(captchaMatches('', '')).toBe(false);
  });
});
