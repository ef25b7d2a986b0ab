import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {accessible, contrast, prismDark, prismLight} from '../../config/prism';

describe('code highlighting themes', () => {
  it.each([
    ['light', prismLight],
    ['dark', prismDark],
  ] as const)('%s: every token colour has 4.5:1 contrast against the code background', (_mode, theme) => {
    const background = theme.plain.backgroundColor!;
    expect(contrast(theme.plain.color!, background)).toBeGreaterThanOrEqual(4.5);
    for (const style of theme.styles) {
      if (style.style.color) {
        expect(contrast(style.style.color, background), style.types.join(',')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps colours that already pass, and fixes the ones that do not', () => {
    const fixed = accessible(themes.github);
    const comment = themes.github.styles.find((s) => s.types.includes('comment'))!;
    expect(contrast(comment.style.color!, themes.github.plain.backgroundColor!)).toBeLessThan(4.5);
    const background = themes.github.plain.backgroundColor!;
    const passing = themes.github.styles.findIndex(
      (s) => !!s.style.color && contrast(s.style.color, background) >= 4.5,
    );
    expect(passing).toBeGreaterThanOrEqual(0);
    expect(fixed.styles[passing].style.color).toBe(themes.github.styles[passing].style.color);
  });
});
