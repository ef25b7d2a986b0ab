import React from 'react';
import Link from '@docusaurus/Link';
import SearchBar from '@theme/SearchBar';
import styles from './styles.module.css';

/** The top of the home page: what the site is, a search box and two ways in. */
export default function HomeHero(): JSX.Element {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>Strapi 5 · for contributors</p>
        <h1 className={styles.title}>How Strapi works inside</h1>
        <p className={styles.lead}>
          Explanations of the packages in the Strapi monorepo, written for people who are about to change them: how each
          subsystem fits together, which hook or command to reach for, and how to get your change merged.
        </p>
        <div className={styles.search}>
          <SearchBar />
        </div>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/contributing">
            Start contributing
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            Browse the docs
          </Link>
        </div>
      </div>
    </header>
  );
}
