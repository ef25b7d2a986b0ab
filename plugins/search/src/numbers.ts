/**
 * Numbers as text, for the postings and field lengths of
 * search-index-{tag}.json (./filePostings.ts): shorter than a JSON array of
 * numbers, before and after compression.
 *
 * Each number (a whole number, 0 or more) is written in base 32, least
 * significant digit first, every digit but the last from DIGITS and the last
 * from LAST_DIGITS, so that numbers need no separator. JSON escapes none of
 * these characters.
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuv';
const LAST_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&(';

export function encodeNumbers(numbers: ArrayLike<number>): string {
  let text = '';
  for (let i = 0; i < numbers.length; i++) {
    let n = numbers[i];
    if (!Number.isInteger(n) || n < 0) throw new Error(`numbers: ${n} is not a whole number of 0 or more`);
    while (n >= 32) {
      text += DIGITS[n % 32];
      n = Math.floor(n / 32);
    }
    text += LAST_DIGITS[n];
  }
  return text;
}

/** Per character code: a digit's value, 32 + a last digit's value, or -1. */
const DIGIT_VALUES = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let d = 0; d < 32; d++) {
    values[DIGITS.charCodeAt(d)] = d;
    values[LAST_DIGITS.charCodeAt(d)] = 32 + d;
  }
  return values;
})();

/** The numbers of a text written by encodeNumbers, in an array of 32-bit integers (postings fit). */
export function decodeNumbers(text: string): Int32Array {
  // At most one number per character.
  const numbers = new Int32Array(text.length);
  let count = 0;
  let value = 0;
  let scale = 1;
  for (let i = 0; i < text.length; i++) {
    const digit = DIGIT_VALUES[text.charCodeAt(i)];
    if (digit < 32) {
      value += digit * scale;
      scale *= 32;
      continue;
    }
    numbers[count++] = value + (digit - 32) * scale;
    value = 0;
    scale = 1;
  }
  return numbers.subarray(0, count);
}
