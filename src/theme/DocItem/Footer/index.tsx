/** Wraps the doc footer (tags, last update) to add the "Checked against" line under it. */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import CheckedAgainst from '@site/src/components/CheckedAgainst';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): JSX.Element {
  return (
    <>
      <Footer {...props} />
      <CheckedAgainst />
    </>
  );
}
