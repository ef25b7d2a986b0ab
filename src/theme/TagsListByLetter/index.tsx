/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/TagsListByLetter).
 * What changed: the letters and the tags under each are sorted with a fixed
 * English collation instead of `listTagsByLetters` from theme-common. Why:
 * that function calls `localeCompare` with the runtime's own locale, so the
 * browser of a reader in Lithuanian (Y between I and J) or Czech sorted the
 * tags differently from the server HTML; React then reported a hydration
 * mismatch, threw the server HTML away and rendered the list again in another
 * order (tests/e2e/locales.spec.ts).
 */
import React, {type ReactNode} from 'react';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import type {Props} from '@theme/TagsListByLetter';
import {listTagsByLetter} from './letters';
import styles from './styles.module.css';

export default function TagsListByLetter({tags}: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {listTagsByLetter(tags).map(({letter, tags: letterTags}) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {letterTags.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
