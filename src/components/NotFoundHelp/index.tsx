import React from 'react';
import Link from '@docusaurus/Link';
import SearchBar from '@theme/SearchBar';
import {areas} from '@site/config/areas';
import styles from './styles.module.css';

const WAYS_ON = [...areas.map(({label, route}) => ({label, to: route})), {label: 'All tags', to: '/tags'}];

/** Ways on from the not-found page: search, and the start of each area. */
export default function NotFoundHelp(): JSX.Element {
  return (
    <nav className={`container ${styles.help}`} aria-label="Ways on">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <p className={styles.lead}>Search for the page, or start again from one of the areas:</p>
          <div className={styles.search}>
            <SearchBar />
          </div>
          <ul className={styles.links}>
            {WAYS_ON.map((way) => (
              <li key={way.to}>
                <Link to={way.to}>{way.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
