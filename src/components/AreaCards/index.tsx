import React from 'react';
import Link from '@docusaurus/Link';
import {areas} from '@site/config/areas';
import styles from './styles.module.css';

/** The four areas of the site, one line each. */
export default function AreaCards(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="areas-heading">
      <h2 id="areas-heading" className={styles.heading}>
        Four areas
      </h2>
      <ul className={styles.grid}>
        {areas.map((area) => (
          <li key={area.label} className={styles.card}>
            <Link to={area.route} className={styles.link}>
              <h3 className={styles.cardTitle}>{area.label}</h3>
              <p className={styles.summary}>{area.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
