/**
 * A wrapper of @docusaurus/theme-classic 3.10.2's `CodeBlock/Buttons` (the
 * word-wrap and copy buttons, which the theme renders in the browser only).
 * What changed: the buttons of a block are mounted in a React transition
 * once the page is live, instead of in the one update that makes the page
 * live (the theme's `BrowserOnly`). Why: that update mounts the buttons of
 * every block of the page at once, a long task on a page with many blocks; a
 * transition is rendered in slices that give the main thread back between
 * them. The buttons are the theme's own, unchanged, and are on the page a
 * moment after it is live (before any reader can reach them).
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtons(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted ? <Buttons {...props} /> : null;
}
