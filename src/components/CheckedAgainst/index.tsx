/**
 * "Checked against @strapi/x 5.54.0, …": the pinned packages a page declares
 * (front matter `strapi_packages`), each linked to that version on npm; the
 * older releases a page declares for the names they had come last, after
 * "names of earlier releases against".
 */
import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {checkedAgainst, npmPageOf, OLDER_RELEASES_LABEL, type PackageRef} from '@site/plugins/strapi-packages/src/refs';
import {usePinnedPackages} from '../PackageVersion';
import styles from './styles.module.css';

function Refs({refs}: {refs: PackageRef[]}): JSX.Element {
  return (
    <>
      {refs.map((ref, index) => (
        <React.Fragment key={`${ref.name}@${ref.version}`}>
          {index > 0 && ', '}
          <a href={npmPageOf(ref)}>
            {ref.name} {ref.version}
          </a>
        </React.Fragment>
      ))}
    </>
  );
}

export default function CheckedAgainst(): JSX.Element | null {
  const {frontMatter} = useDoc();
  const pinned = usePinnedPackages();
  const declared = (frontMatter as {strapi_packages?: unknown}).strapi_packages;
  const keys = (Array.isArray(declared) ? declared : []).filter((key): key is string => typeof key === 'string');
  const {checked, older} = checkedAgainst(keys, pinned);
  if (checked.length === 0 && older.length === 0) {
    return null;
  }
  return (
    <p className={styles.checked}>
      Checked against <Refs refs={checked} />
      {older.length > 0 && (
        <>
          {checked.length > 0 && '; '}
          {OLDER_RELEASES_LABEL} <Refs refs={older} />
        </>
      )}
    </p>
  );
}
