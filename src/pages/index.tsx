import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/HomeHero';
import AreaCards from '@site/src/components/AreaCards';
import StartHere from '@site/src/components/StartHere';

export default function Home(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description={siteConfig.tagline}>
      <main>
        <HomeHero />
        <div className="container">
          <AreaCards />
          <StartHere />
        </div>
      </main>
    </Layout>
  );
}
