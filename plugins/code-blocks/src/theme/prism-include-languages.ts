/**
 * The theme calls this with its Prism to add `themeConfig.prism.
 * additionalLanguages`. The site's Prism (../prism) already holds every
 * language the pages use, and the config's list is empty (config/theme.ts).
 */
export default function prismIncludeLanguages(): void {}
