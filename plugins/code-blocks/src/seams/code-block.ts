/**
 * Seam: the private parts of Docusaurus's classic theme that the code-block
 * overrides in ../theme/CodeBlock use, gathered in one place. The theme
 * components those overrides replace build code blocks from these same
 * pieces; Docusaurus does not export them as a public API, so an upgrade
 * may rename or move them.
 *
 * Written against @docusaurus/theme-common and @docusaurus/theme-classic
 * 3.10.2. `tests/unit/code-block-seam.test.ts` fails, naming this seam,
 * when one of them changes shape; UPGRADING.md says what to do then.
 */
export {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
} from '@docusaurus/theme-common/internal';
export {default as containerStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
export {default as buttonStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
export {default as contentStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
