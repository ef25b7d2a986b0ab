/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * (theme/CodeBlock/Buttons/index.js). What changed:
 *
 * - On the first page, a block's buttons are mounted when the block comes
 *   within a screen of the viewport, or at an idle moment, a few blocks at a
 *   time (../../../near-or-idle.ts), instead of by `BrowserOnly` in the update
 *   that makes the page live. Why: that update is one task React does not
 *   split, and on /api/Strapi mounting 80 blocks' buttons (five components
 *   and two SVG icons each) was most of it. A keyboard reader meets a block's
 *   `pre` (focusable) before its buttons, and focusing it brings the block
 *   into view, so the buttons are there when Tab reaches them.
 * - A block rendered after the first page (a page reached by a link) mounts
 *   its buttons at once, as before. The server renders none, as before.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import {hydratingFirstPage} from '../../../first-page';
import {whenNearOrIdle} from '../../../near-or-idle';
import {buttonStyles as styles, useCodeBlockContext} from '../../../seams/code-block';

export default function CodeBlockButtons({className}: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const [shown, setShown] = useState(() => ExecutionEnvironment.canUseDOM && !hydratingFirstPage());

  useEffect(() => {
    if (shown) return undefined;
    // Content renders the block's `pre` before the buttons, so it is there.
    const pre = wordWrap.codeBlockRef.current;
    if (!pre) return undefined;
    return whenNearOrIdle(pre, () => setShown(true));
  }, [shown, wordWrap.codeBlockRef]);

  if (!shown) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
