/**
 * "Checked against @strapi/x 5.54.0, …": the pinned packages a page declares
 * (front matter `strapi_packages`), each linked to that version on npm.
 */
import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {npmPageOf} from '@site/plugins/strapi-packages/src/refs';
import {usePinnedPackages} from '../PackageVersion';
import styles from './styles.module.css';

export default function CheckedAgainst(): JSX.Element | null {
  const {frontMatter} = useDoc();
  const pinned = usePinnedPackages();
  const declared = (frontMatter as {strapi_packages?: unknown}).strapi_packages;
  const refs = (Array.isArray(declared) ? declared : []).flatMap((key) =>
    typeof key === 'string' && pinned[key] ? [pinned[key]] : [],
  );
  if (refs.length === 0) {
    return null;
  }
  return (
    <p className={styles.checked}>
      Checked against{' '}
      {refs.map((ref, index) => (
        <React.Fragment key={`${ref.name}@${ref.version}`}>
          {index > 0 && ', '}
          <a href={npmPageOf(ref)}>
            {ref.name} {ref.version}
          </a>
        </React.Fragment>
      ))}
    </p>
  );
}
