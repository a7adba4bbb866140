/**
 * The numbering shown before a card (0-based `index`), by the section's ordering type, matched
 * case-insensitively: number (01 … 99, 100 …), roman (I … MMMCMXCIX, then decimal: there is no
 * standard numeral), alphabet (A … Z, AA, AB …, like spreadsheet columns), their lowercase forms,
 * bullet, and none. An unknown type is none (a guessed style would surprise more than nothing); a
 * negative or non-integer index gives ''.
 */
export function orderingMarker(type: string, index: number): string {
  if (!Number.isInteger(index) || index < 0) return '';
  return MARKERS.get(type.trim().toLowerCase())?.(index + 1) ?? '';
}

/** The marker of card n (1-based) by lowercased ordering type. */
const MARKERS: ReadonlyMap<string, (n: number) => string> = new Map([
  ['number', (n: number) => String(n).padStart(2, '0')],
  ['roman', (n: number) => toRoman(n)],
  ['lowercaseroman', (n: number) => toRoman(n).toLowerCase()],
  ['alphabet', (n: number) => toAlphabet(n)],
  ['lowercasealphabet', (n: number) => toAlphabet(n).toLowerCase()],
  ['bullet', () => '•'],
]);

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
