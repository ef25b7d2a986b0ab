/**
 * Highlights the searched words on the page a result led to. The words come
 * in the navigation state (not the URL), so a shared link stays clean.
 */
import {useEffect, useState} from 'react';
import Mark from 'mark.js';
import {useHistory, useLocation} from '@docusaurus/router';

export type HighlightState = {searchHighlight?: string[]};

export function HighlightSearchResults(): null {
  const location = useLocation<HighlightState | undefined>();
  const history = useHistory();
  const [terms, setTerms] = useState<string[]>([]);

  useEffect(() => {
    const requested = location.state?.searchHighlight;
    if (!requested || requested.length === 0) {
      return;
    }
    setTerms(requested);
    // Drop the words from the history entry, so going back and forth does not
    // highlight again.
    const {searchHighlight: _done, ...rest} = location.state ?? {};
    history.replace({...location, state: rest});
  }, [location, history]);

  useEffect(() => {
    if (terms.length === 0) {
      return undefined;
    }
    const root = document.querySelector('article');
    if (!root) {
      return undefined;
    }
    const mark = new Mark(root);
    mark.mark(terms, {ignoreJoiners: true, className: 'search-highlight'});
    return () => mark.unmark({className: 'search-highlight'});
  }, [terms]);

  return null;
}
