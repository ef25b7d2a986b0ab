/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * (theme/CodeBlock/Content/String.js). What changed:
 *
 * - The word-wrap state is our own hook instead of the theme's
 *   `useCodeWordWrap`. Why: that hook also watches for the block's tab panel
 *   becoming visible (the site has no tabs), and its first effect sets a state
 *   from `undefined` to `null`, which rendered every code block of the page a
 *   second time right after hydration, in one task; its options object is
 *   compared with `localeCompare`, whose first call loads the collator. Ours
 *   keeps the theme's contract (`codeBlockRef`, `isEnabled`,
 *   `isCodeScrollable`, `toggle`) and measures the block on mount, after a
 *   toggle, on resize and when the browser starts rendering the block
 *   (`content-visibility: auto`, ./index.tsx: a block off screen is not laid
 *   out on mount and would read as never wider).
 * - The block's metadata (its code, language, title, magic comments) is
 *   computed once per set of props instead of on every render.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '../../../seams/code-block';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

type WordWrap = ComponentProps<typeof CodeBlockContextProvider>['wordWrap'];

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  const {children: code, className, metastring, language, title, showLineNumbers} = props;
  return useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
}

type VisibilityChange = Event & {skipped?: boolean};

function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // A very long word or token wraps too: no scrollbar once wrapping.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const measure = () =>
      setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || !!pre.querySelector('code')?.hasAttribute('style'));
    const onChange = (event: VisibilityChange) => {
      if (!event.skipped) measure();
    };
    measure();
    pre.addEventListener('contentvisibilityautostatechange', onChange);
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      pre.removeEventListener('contentvisibilityautostatechange', onChange);
      window.removeEventListener('resize', measure);
    };
  }, [isEnabled]);

  return useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}) as WordWrap,
    [isEnabled, isCodeScrollable, toggle],
  );
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
