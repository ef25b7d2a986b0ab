/**
 * Wraps the theme's "last updated" line so that the page hydrates it as the
 * server wrote it (src/theme/ServerMarkup): rendering it builds an
 * `Intl.DateTimeFormat`, and the first one on a page loads the locale's date
 * data, a single long step of hydration on every doc page.
 */
import React, {type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type {WrapperProps} from '@docusaurus/types';
import ServerMarkup from '@site/src/theme/ServerMarkup';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <ServerMarkup id={`${props.lastUpdatedAt ?? ''} ${props.lastUpdatedBy ?? ''}`}>
      <LastUpdated {...props} />
    </ServerMarkup>
  );
}
