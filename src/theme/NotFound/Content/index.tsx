/**
 * Wraps the theme's not-found content: after its message, offer the four
 * areas and the search box, so a reader who followed a stale link can go on.
 */
import React from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): JSX.Element {
  return (
    <>
      <Content {...props} />
      <NotFoundHelp />
    </>
  );
}
