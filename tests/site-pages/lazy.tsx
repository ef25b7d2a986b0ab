/**
 * A page part in its own chunk, loaded through the theme's Loading
 * component the way route components are: when its chunk fails, the reader
 * sees the error with a Retry button.
 */
import React, {useState} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

const LazyPart = Loadable({
  loader: () => import(/* webpackChunkName: "test-lazy-part" */ './_parts/LazyPart'),
  loading: Loading,
});

export default function LazyTestPage(): JSX.Element {
  const [shown, setShown] = useState(false);
  return (
    <Layout title="Lazy part (test page)">
      <main className="container margin-vert--lg">
        <h1>Lazy part</h1>
        <button type="button" className="button button--primary" onClick={() => setShown(true)}>
          Show the lazy part
        </button>
        {shown && <LazyPart />}
      </main>
    </Layout>
  );
}
