/** The contact form's captcha: random lowercase letters and digits, matched ignoring case. */
import { CAPTCHA_LENGTH } from '../../content/constants.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function generateCaptcha(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let out = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 36).
  while (out.length < CAPTCHA_LENGTH) {
    for (const byte of random(new Uint8Array(CAPTCHA_LENGTH * 2))) {
      if (byte < 252 && out.length < CAPTCHA_LENGTH) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

export function captchaMatches(entry: string, captcha: string): boolean {
  return captcha !== '' && entry.trim().toLowerCase() === captcha.toLowerCase();
}
