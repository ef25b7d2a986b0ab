import React from 'react';
import Layout from '@theme/Layout';

export default function Home(): JSX.Element {
  return (
    <Layout title="Fixture">
      <main>
        <h1>Fixture home</h1>
      </main>
    </Layout>
  );
}
