/**
 * "Copy page as Markdown" and "View as Markdown" for the doc page being read.
 * Both use the page's Markdown copy, which the build writes next to its HTML
 * (plugins/llms): the link opens it, the button fetches it and puts it on
 * the clipboard, and says how that went in a live region.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownPathFor} from '../../../plugins/llms/src/paths';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Use “View as Markdown” instead.',
};

export default function PageMarkdownActions(): JSX.Element {
  const {metadata} = useDoc();
  const markdownUrl = markdownPathFor(metadata.permalink);
  const [status, setStatus] = useState<Status>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = useCallback(async () => {
    clearTimeout(reset.current);
    setStatus('copying');
    try {
      const response = await fetch(markdownUrl, {headers: {Accept: 'text/markdown'}});
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    reset.current = setTimeout(() => setStatus('idle'), 4000);
  }, [markdownUrl]);

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={copy} disabled={status === 'copying'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path d="M8 4h9a2 2 0 0 1 2 2v11h-2V6H8V4zm-3 4h9a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2zm0 2v10h9V10H5z" />
        </svg>
        Copy page as Markdown
      </button>
      <a className={styles.action} href={markdownUrl} type="text/markdown">
        <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
          <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v10h16V7H4zm2 8V9h2l2 2.5L12 9h2v6h-2v-3.2l-2 2.5-2-2.5V15H6zm11-6h2v3h1.5L18 15.5 15.5 12H17V9z" />
        </svg>
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[status]}
      </span>
    </div>
  );
}
