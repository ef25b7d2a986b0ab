/**
 * The admonition types the pages may use. The theme's own map also holds
 * tip, danger, caution and three legacy aliases, each with its icon, all in
 * the bundle of every doc page. The Markdown side allows the same keywords
 * (`admonitions` in config/docs.ts), so a page cannot ask for a type that is
 * missing here; `info` stays because the theme falls back to it.
 */
import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';

export default {
  note: AdmonitionTypeNote,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
};
