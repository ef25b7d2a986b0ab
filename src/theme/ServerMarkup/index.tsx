/**
 * Markup that the page hydrates without React rendering it again: the server
 * renders the children inside a span; while React hydrates that server's page,
 * the span keeps what the server wrote (an empty `dangerouslySetInnerHTML`,
 * which React leaves as it finds it), so the children are neither rendered
 * nor walked. Later renders in the browser (a page reached by a client-side
 * navigation, new `id`) render the children as usual, and so does a span
 * found empty while hydrating (React rendering that part afresh after a
 * hydration error).
 *
 * For markup that never changes once loaded and is costly to render: the
 * "last updated" date builds an `Intl.DateTimeFormat`, whose first use on a
 * page loads the locale's date data in the middle of hydration.
 */
import React, {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = {
  /** What the children show: a new value renders them afresh. */
  id: string;
  children: ReactNode;
};

/** An empty innerHTML that React leaves alone: the server's markup stays. */
const SERVER_MARKUP = {__html: ''};

export default function ServerMarkup({id, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const ref = useRef<HTMLSpanElement>(null);
  // Hydrating: in the browser before Docusaurus marks the page live.
  const [hydratedId, setHydratedId] = useState(() => (ExecutionEnvironment.canUseDOM && !isBrowser ? id : undefined));
  const keep = hydratedId !== undefined && hydratedId === id;

  useLayoutEffect(() => {
    // The DOM is the outside system here: whether the server's markup is there is only known after mount.
    if (keep && !ref.current?.firstChild) setHydratedId(undefined);
  }, [keep]);

  return keep ? (
    <span ref={ref} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />
  ) : (
    <span ref={ref}>{children}</span>
  );
}
