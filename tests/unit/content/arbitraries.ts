/** fast-check arbitraries shared by the slug and title-key property tests. */
import fc from 'fast-check';

/** Characters of titles as editors write them: accented Latin, German, digits, punctuation, spaces. */
export const titleChars = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789äöüÄÖÜßéèêáàçñøÅ',
  ...' -_+!?#/%\\.,:;&\'"()[]@*~’–—\t',
);
export const titles = fc.string({ unit: titleChars, maxLength: 40 });
/** Separators the title-key rule ignores. */
export const noise = fc.string({
  unit: fc.constantFrom(...' -+_.,;:!?\'"()[]/#&*~–'),
  minLength: 1,
  maxLength: 4,
});
