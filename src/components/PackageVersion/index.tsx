/** A pinned Strapi package's version, from content/strapi-packages.json (plugins/strapi-packages). */
import React from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {StrapiPackagesData} from '@site/plugins/strapi-packages/src';

export function usePinnedPackages(): StrapiPackagesData['packages'] {
  return (usePluginData('strapi-packages') as StrapiPackagesData).packages;
}

export default function PackageVersion({name}: {name: string}): JSX.Element {
  const pinned = usePinnedPackages()[name];
  if (!pinned) {
    throw new Error(`<PackageVersion name="${name}" />: ${name} is not in content/strapi-packages.json.`);
  }
  return <>{pinned.version}</>;
}
