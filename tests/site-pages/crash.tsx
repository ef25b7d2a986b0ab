/**
 * A page part that throws while rendering when asked, with an error whose
 * causes chain three deep, to show the theme's crash page.
 */
import React, {useState} from 'react';
import Layout from '@theme/Layout';

function Crashing(): JSX.Element {
  const root = new Error('The fixture data file is missing');
  const middle = new Error('Could not read the list of items', {cause: root});
  throw new Error('The item list failed to render', {cause: middle});
}

/** Inside the layout's error boundary, so that 'Try again' mounts it afresh. */
function CrashDemo(): JSX.Element {
  const [crash, setCrash] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <h1>Crash</h1>
      <p data-testid="crash-page-body">This part renders until asked to crash.</p>
      <button type="button" className="button button--primary" onClick={() => setCrash(true)}>
        Crash this page
      </button>
      {crash && <Crashing />}
    </main>
  );
}

export default function CrashTestPage(): JSX.Element {
  return (
    <Layout title="Crash (test page)">
      <CrashDemo />
    </Layout>
  );
}
