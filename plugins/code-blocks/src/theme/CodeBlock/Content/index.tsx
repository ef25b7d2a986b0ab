/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * (theme/CodeBlock/Content/index.js). Two changes:
 *
 * - While React hydrates the server's page, the lines are left as the server
 *   wrote them instead of being tokenised again and matched node by node
 *   (hydrating or not: ../../../first-page.ts, which, unlike useIsBrowser(),
 *   does not render every block again once the page is live).
 *   Why: on the API pages the token spans are about half of all elements,
 *   and a code block holds nothing React needs to own (the copy and wrap
 *   buttons read the code text and the `code` element). A block mounted
 *   later (a page reached by a client-side navigation) is tokenised and
 *   rendered as usual once Prism has loaded (../../../prism loads it on
 *   demand); a block found empty while hydrating (React rendering that part
 *   afresh after a hydration error) renders its lines at once.
 * - Blocks are `content-visibility: auto` (./styles.module.css). Why: the
 *   browser then neither styles nor lays out the lines of blocks the reader
 *   has not reached. The word-wrap button, which needs to know whether a
 *   block is wider than the page, measures a block again once it is
 *   rendered (./String.tsx).
 *
 * The measurements are in the plugin's README.
 */
import React, {forwardRef, useLayoutEffect, useState, type ComponentProps, type CSSProperties, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {hydratingFirstPage} from '../../../first-page';
import {contentStyles as styles, useCodeBlockContext} from '../../../seams/code-block';
import {Highlight} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import own from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, own.deferred, 'thin-scrollbar')} />
));

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
      style={{...props.style, counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined}}
    />
  );
}

/** An empty innerHTML that React leaves alone: the server's lines stay. */
const SERVER_LINES = {__html: ''};

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  // Not useIsBrowser(): a block that reads it renders again when the page goes live (../../../first-page.ts).
  const [keepServerLines, setKeepServerLines] = useState(hydratingFirstPage);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;

  useLayoutEffect(() => {
    // The DOM is the outside system here: whether the server's lines are there is only known after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (keepServerLines && !wordWrap.codeBlockRef.current?.querySelector('code')?.firstChild) setKeepServerLines(false);
  }, [keepServerLines, wordWrap.codeBlockRef]);

  return (
    <Highlight code={keepServerLines ? '' : code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre
          ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
          className={clsx(classNameProp, className)}
          // The block's height while it is not rendered (./styles.module.css).
          style={{...style, '--code-lines': code.split('\n').length} as CSSProperties}>
          {keepServerLines ? (
            <Code dangerouslySetInnerHTML={SERVER_LINES} suppressHydrationWarning />
          ) : (
            <Code>
              {lines.map((line, i) => (
                <Line
                  key={i}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[i]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))}
            </Code>
          )}
        </Pre>
      )}
    </Highlight>
  );
}
