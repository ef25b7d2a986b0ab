/**
 * Which release a sentence is about, on a page that declares both a v5 and a
 * v4 package: v4 when the sentence (its paragraph, heading or table row)
 * names Strapi 4 (`v4`, `Strapi 4`, `4.x`, a `4.y.z` version), v5 otherwise.
 */
export type Release = 'v4' | 'v5';

export function releaseOf(sentence: string): Release {
  return /\b(?:v4|Strapi 4|4\.x|4\.\d+\.\d+)\b/.test(sentence) ? 'v4' : 'v5';
}
