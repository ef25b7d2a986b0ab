import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting themes with every token colour at WCAG AA contrast
 * (4.5:1) against the code background. The stock GitHub and Dracula themes
 * have comments and some tokens below that; those colours are darkened (on
 * the light background) or lightened (on the dark one) just enough.
 */

type Rgb = [number, number, number];

function parse(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const value = hex[1].length === 3 ? hex[1].replace(/./g, '$&$&') : hex[1];
    return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [parse(a), parse(b)].map((c) => luminance(c ?? [0, 0, 0]));
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Moves a colour towards black or white until it reaches the ratio. */
function withContrast(color: string, background: string, ratio: number): string {
  const rgb = parse(color);
  if (!rgb || contrast(color, background) >= ratio) return color;
  const target = luminance(parse(background)!) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 20; step++) {
    const mixed = rgb.map((c) => c + ((target - c) * step) / 20) as Rgb;
    if (contrast(toHex(mixed), background) >= ratio) return toHex(mixed);
  }
  return toHex([target, target, target]);
}

export function accessible(theme: PrismTheme, ratio = 4.5): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: withContrast(theme.plain.color ?? '#000000', background, ratio)},
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color
        ? {...style.style, color: withContrast(style.style.color, background, ratio)}
        : style.style,
    })),
  };
}

export const prismLight = accessible(themes.github);
export const prismDark = accessible(themes.dracula);
