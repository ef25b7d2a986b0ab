/**
 * html-validate on the built pages (npm run check:html, in npm test): the
 * recommended rules, less the ones that judge style or that the Docusaurus
 * theme's own markup breaks by design.
 */
module.exports = {
  extends: ['html-validate:recommended'],
  // Docusaurus's CodeBlock/Line renders each line of a code block as a <div>
  // inside <code>; browsers and screen readers read it as intended.
  elements: ['html5', {code: {inherit: 'code', permittedContent: ['@phrasing', 'div']}}],
  rules: {
    // Style, not defects: lower-case doctype, defer="defer", inline style props.
    'doctype-style': 'off',
    'attribute-boolean-style': 'off',
    'no-inline-style': 'off',
    // HTML allows ids that start with "_" (Docusaurus's #__docusaurus).
    'valid-id': 'off',
    // role="region" and role="banner" on a div are valid ARIA; the theme's markup.
    'prefer-native-element': 'off',
    // aria-label on the theme's external-link icon (an svg) is allowed.
    'aria-label-misuse': 'off',
    // Prism's diff grammar gives a token its type twice ("deleted deleted").
    'no-dup-class': 'off',
    // Titles are the page's title and the site's name; search engines cut them.
    'long-title': 'off',
  },
};
