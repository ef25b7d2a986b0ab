import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Start = {
  label: string;
  to: string;
  why: string;
};

const STARTING_POINTS: Start[] = [
  {
    label: 'Contributing to Strapi',
    to: '/guides/contributing',
    why: 'Fork, set up the monorepo, run the tests and open your first pull request.',
  },
  {
    label: 'How the monorepo maps to these docs',
    to: '/docs/intro',
    why: 'Which package holds which subsystem, and where to read about it.',
  },
  {
    label: 'The Strapi class',
    to: '/api/Strapi',
    why: 'The object behind the global strapi: lifecycle, container and services.',
  },
  {
    label: 'Proposing a larger change',
    to: '/rfcs/intro',
    why: 'When a change needs an RFC, and how one moves from draft to decision.',
  },
  {
    label: 'Browse by tag',
    to: '/tags',
    why: 'Every topic, from admin and hooks to data transfer and review workflows.',
  },
];

/** The most useful pages for someone arriving for the first time. */
export default function StartHere(): JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="start-heading">
      <h2 id="start-heading" className={styles.heading}>
        Good places to start
      </h2>
      <ul className={styles.list}>
        {STARTING_POINTS.map((start) => (
          <li key={start.to} className={styles.item}>
            <Link to={start.to} className={styles.label}>
              {start.label}
            </Link>
            <span className={styles.why}>{start.why}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
