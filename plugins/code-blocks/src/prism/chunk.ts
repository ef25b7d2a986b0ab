/** The name of the lazy chunk that holds Prism and its grammars (../index.ts). */
export const PRISM_CHUNK = 'prism';
