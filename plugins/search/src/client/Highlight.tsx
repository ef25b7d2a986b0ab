/**
 * Highlights the searched words on the page a result led to. The words come
 * in the navigation state (not the URL), so a shared link stays clean, and
 * mark.js is only downloaded when there is something to highlight.
 */
import {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

export type HighlightState = {searchHighlight?: string[]};

export function HighlightSearchResults(): null {
  const location = useLocation<HighlightState | undefined>();
  const history = useHistory();
  const [terms, setTerms] = useState<string[]>([]);
  const requested = location.state?.searchHighlight;
  if (requested && requested.length > 0 && requested !== terms) setTerms(requested);

  useEffect(() => {
    if (!requested || requested.length === 0) {
      return;
    }
    // Drop the words from the history entry, so going back and forth does not
    // highlight again.
    const {searchHighlight: _done, ...rest} = location.state ?? {};
    history.replace({...location, state: rest});
  }, [location, history, requested]);

  useEffect(() => {
    const root = document.querySelector('article');
    if (terms.length === 0 || !root) {
      return undefined;
    }
    let mark: {unmark(options: object): void} | undefined;
    let live = true;
    void import(/* webpackChunkName: "mark-js" */ 'mark.js').then(({default: Mark}) => {
      if (!live) return;
      const instance = new Mark(root);
      instance.mark(terms, {ignoreJoiners: true, className: 'search-highlight'});
      mark = instance;
    });
    return () => {
      live = false;
      mark?.unmark({className: 'search-highlight'});
    };
  }, [terms]);

  return null;
}
