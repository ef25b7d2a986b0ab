/**
 * Wraps the doc page's breadcrumbs to put the page's Markdown actions (copy,
 * view) on the same row: the top of every doc page, reachable by keyboard
 * right after the breadcrumbs.
 */
import React from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import PageMarkdownActions from '@site/src/components/PageMarkdownActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): JSX.Element {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageMarkdownActions />
    </div>
  );
}
