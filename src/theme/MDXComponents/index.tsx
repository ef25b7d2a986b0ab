/** The theme's MDX components, plus <PackageVersion> for pinned versions in prose. */
import MDXComponents from '@theme-original/MDXComponents';
import PackageVersion from '@site/src/components/PackageVersion';

export default {
  ...MDXComponents,
  PackageVersion,
};
