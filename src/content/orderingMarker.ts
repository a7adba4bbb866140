/**
 * The numbering shown before a card, by the section's ordering type: number (two digits, such as
 * 01), roman, lowercaseRoman, alphabet (A, B...), lowercaseAlphabet, bullet, and none (empty).
 * `index` is 0-based.
 *
 * Decisions where the spec is silent:
 * - number: at least two digits, so 01 … 99, then 100, 101 …
 * - roman: standard numerals I … MMMCMXCIX; from 4000 on there is no standard numeral, so the
 *   decimal number is shown instead.
 * - alphabet: A … Z, then AA, AB … (bijective base 26, like spreadsheet columns).
 * - An unknown or missing ordering type behaves as none (no marker): showing a guessed style
 *   would be more surprising than showing nothing. Type names match case-insensitively.
 * - A negative or non-integer index gives ''.
 */
export function orderingMarker(type: string, index: number): string {
  if (!Number.isInteger(index) || index < 0) return '';
  const n = index + 1;
  switch (type.trim().toLowerCase()) {
    case 'number':
      return String(n).padStart(2, '0');
    case 'roman':
      return toRoman(n);
    case 'lowercaseroman':
      return toRoman(n).toLowerCase();
    case 'alphabet':
      return toAlphabet(n);
    case 'lowercasealphabet':
      return toAlphabet(n).toLowerCase();
    case 'bullet':
      return '•';
    default:
      return '';
  }
}

const ROMAN: readonly (readonly [number, string])[] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function toRoman(n: number): string {
  if (n >= 4000) return String(n);
  let rest = n;
  let out = '';
  for (const [value, numeral] of ROMAN) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

function toAlphabet(n: number): string {
  let rest = n;
  let out = '';
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    out = String.fromCharCode(65 + digit) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
}
