/**
 * The shapes shared by the source check's modules (see README.md in this folder).
 */

import type {PinnedPackage} from '../../plugins/strapi-packages/src/manifest';
import type {SourceTarget} from './targets';

/** One entry of content/strapi-packages.json. */
export type {PinnedPackage};

/** A package to check against: a manifest key and what it is pinned to. */
export type PackageSpec = PinnedPackage & {
  /** The manifest key, e.g. "@strapi/admin" or "@strapi/admin@4". */
  key: string;
};

/**
 * What one published package says about its sources, extracted once from its
 * tarball and cached as JSON (see extract.ts).
 */
export type PackageIndex = {
  /** Bumped when the extraction changes, so old caches are rebuilt. */
  format: number;
  name: string;
  version: string;
  integrity: string;
  /** `repository.directory` of its package.json (e.g. packages/core/data-transfer), or null. */
  directory: string | null;
  /** `repository.url` of its package.json, or null. */
  repository: string | null;
  /**
   * The monorepo files of the package, relative to its folder: every source a
   * dist/**\/*.map names (with or without sourcesContent, outside node_modules)
   * and the published files outside dist/ (package.json, bin/…). Sorted.
   */
  files: string[];
  /** The published declaration files (dist/**\/*.d.ts), relative to the package. */
  declarations: string[];
  /**
   * For declarations published without a .d.ts.map: the source they were
   * emitted from, without its extension (`dist/admin/src/ee.d.ts` →
   * `admin/src/ee`), so `admin/src/ee.ts` or `.tsx` counts as a source file.
   */
  declarationStems: string[];
  /**
   * For declarations published with a .d.ts.map: the one source its map names,
   * relative to the package (`dist/core/api.d.ts` → `src/core/api.ts`).
   */
  declarationSources?: Record<string, string>;
  /**
   * The recovered sources (a map's `sourcesContent`), relative to the package:
   * the first `sourcePaths.length` files of `text`, in this order.
   */
  sourcePaths: string[];
  /**
   * The searchable text: every recovered source, every .d.ts, the English
   * admin translations and package.json, separated by SEPARATOR.
   */
  text: string;
};

/** Between two files in PackageIndex.text: wildcards never cross it. */
export const SEPARATOR = '\n\u0000\n';

export type ClaimKind = 'path' | 'name' | 'message' | 'flag';

/** Something a page says about the code, to be found in its declared packages. */
export type Claim = {
  kind: ClaimKind;
  /** The claim as the page writes it (a path, a name, a message, a flag). */
  text: string;
  line: number;
  /**
   * For names: the parts that must be found (a dotted chain's segments, or
   * the whole token). Set by claims.ts, read by check.ts.
   */
  parts?: string[];
  /** For a name: how it is matched (see check.ts). */
  form?: NameForm;
  /** A path read from a code block's title (drawn by the code block: not a link). */
  inTitle?: boolean;
  /**
   * For a member chain written under a global (`window.strapi.isEE`): that root, which the claim
   * drops. `window.strapi` is the admin panel's object, not the server's Strapi instance.
   */
  root?: string;
  /** The release the sentence is about, when it is not the page's (release.ts). */
  release?: 'v4' | 'v5' | 'both';
  /** The packages and monorepo paths its sentence or table row names (release.ts, `namedIn`). */
  named?: string[];
  /** The identifiers in the inline code of its sentence and table row (release.ts, `Piece`). */
  code?: string[];
  /** An identifier written as a call (`forUpdate()`): its function, not a field of that name. */
  called?: true;
};

export type NameForm =
  /** camelCase, PascalCase or CONSTANT_CASE identifier. */
  | 'identifier'
  /** `a.b.c` member chain containing a call or a camelCase/PascalCase segment: each segment after the first. */
  | 'member'
  /** all-lowercase dotted name (`entry.create`, `strapi.db.transaction`): the chain itself. */
  | 'dotted'
  /** `plugin::upload.file`, `admin::user`: the UID itself. */
  | 'uid';

/** A page read from content/: its front-matter declarations and its source. */
export type PageInput = {
  /** Path relative to the repository root, e.g. content/docs/intro.md. */
  file: string;
  source: string;
  /** `strapi_packages`, or null when the page declares none. */
  packages: string[] | null;
  exampleNames: string[];
  /**
   * `not_strapi`: texts the page quotes from other software (PostgreSQL, Node,
   * npm, git, the monorepo's own tooling), which no Strapi package holds.
   * Not checked, and counted apart in the summary.
   */
  notStrapi: string[];
  /** A CLI command page: its flags must be command options. */
  commandPage: boolean;
};

export type ClaimResult = Claim & {
  ok: boolean;
  reason?: string;
  notStrapi?: boolean;
  /** Held in Strapi's sources (not an example's name, not another tool's text). */
  confirmed?: boolean;
  /** Where it links (targets.ts), when it has one place. */
  target?: SourceTarget;
};

export type PageReport = {
  file: string;
  /** The packages searched, as name@version. */
  searched: string[];
  claims: ClaimResult[];
};
