/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * (theme/CodeBlock/Content/String.js). What changed: its word-wrap state
 * measures the block again when the browser starts rendering it. Why: the
 * theme measures once, on mount, whether the code is wider than the block
 * (to offer the word-wrap button); a block off screen is not laid out then
 * (`content-visibility: auto`, ./index.tsx), and would read as never wider.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@site/src/seams/code-block';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

type VisibilityChange = Event & {skipped?: boolean};

function useCodeWordWrapOnceRendered(): ReturnType<typeof useCodeWordWrap> {
  const wordWrap = useCodeWordWrap();
  const {codeBlockRef} = wordWrap;
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const measure = () => setWider(pre.scrollWidth > pre.clientWidth);
    const onChange = (event: VisibilityChange) => {
      if (!event.skipped) measure();
    };
    pre.addEventListener('contentvisibilityautostatechange', onChange);
    window.addEventListener('resize', measure, {passive: true});
    return () => {
      pre.removeEventListener('contentvisibilityautostatechange', onChange);
      window.removeEventListener('resize', measure);
    };
  }, [codeBlockRef]);
  return {...wordWrap, isCodeScrollable: wordWrap.isCodeScrollable || wider};
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrapOnceRendered();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
