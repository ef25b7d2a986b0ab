import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Area = {
  title: string;
  to: string;
  summary: string;
};

const AREAS: Area[] = [
  {
    title: 'Guides',
    to: '/guides/contributing',
    summary: 'Set up the monorepo, follow the conventions, write tests and open a pull request that gets merged.',
  },
  {
    title: 'Docs',
    to: '/docs/intro',
    summary: 'How each subsystem works: the admin panel, content manager, releases, data transfer, database and more.',
  },
  {
    title: 'API Reference',
    to: '/api/Strapi',
    summary: 'The core server objects of @strapi/core, with their exact TypeScript signatures.',
  },
  {
    title: 'RFCs',
    to: '/rfcs/intro',
    summary: 'How larger changes are proposed and discussed before anyone writes the code.',
  },
];

/** The four areas of the site, one line each. */
export default function AreaCards(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="areas-heading">
      <h2 id="areas-heading" className={styles.heading}>
        Four areas
      </h2>
      <ul className={styles.grid}>
        {AREAS.map((area) => (
          <li key={area.title} className={styles.card}>
            <Link to={area.to} className={styles.link}>
              <h3 className={styles.cardTitle}>{area.title}</h3>
              <p className={styles.summary}>{area.summary}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
