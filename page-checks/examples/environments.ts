/**
 * The isolated folders the examples are type-checked in, one per Strapi major:
 * node_modules/.cache/strapi-examples/<major>-<hash>/node_modules.
 *
 * The pinned Strapi packages of content/strapi-packages.json are fetched with `npm pack`
 * (integrity checked against the manifest) and only their declarations are unpacked, without
 * their dependencies: @strapi/strapi alone pulls in about 1,450 packages and 1 GB (webpack,
 * vite, the bundled plugins' runtimes), none of which the examples' types need. What the
 * declarations do import (React, Koa's types, yup, react-intl…) is installed by npm from a
 * package.json of its own, at the versions the Strapi packages depend on.
 *
 * The folder's name hashes the manifest entries and the support list, so a warm run installs
 * nothing and a change of either installs a new folder.
 */
import {createHash} from 'node:crypto';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {globSync} from 'tinyglobby';
import {keysOf, type Major, type Manifest} from './run';

/**
 * A support package: `true` takes the version the environment's Strapi packages depend on
 * (the first exact version among their dependencies, then peer and development
 * dependencies); a string is the version to install.
 */
type Support = Record<string, string | true>;

/**
 * What the declarations reached from the pinned packages' entry points import, checked by
 * `npm run check:examples -- --closure`, which fails when one is neither here nor in
 * LEFT_OUT; plus React's and Node's types for the examples themselves. A manifest package
 * listed here (@strapi/design-system) is installed by npm for its dependencies, then
 * replaced by the integrity-checked tarball.
 */
const SUPPORT: Record<Major, Support> = {
  v5: {
    react: true,
    'react-dom': true,
    '@types/react': true,
    '@types/react-dom': '18.3.7',
    '@types/node': true,
    'react-router-dom': true,
    'styled-components': true,
    'react-intl': true,
    'react-query': true,
    '@reduxjs/toolkit': true,
    '@strapi/design-system': true,
    '@strapi/icons': true,
    '@internationalized/date': true,
    '@casl/ability': true,
    koa: true,
    '@types/koa': true,
    '@koa/router': true,
    '@types/koa__router': true,
    'koa-body': true,
    lodash: true,
    '@types/lodash': true,
    yup: true,
    zod: true,
    croner: true,
    'json-logic-js': true,
    '@types/json-logic-js': true,
    knex: true,
    'date-fns': true,
    immer: true,
    axios: true,
    winston: true,
    slate: true,
    'slate-react': true,
    'stream-chain': true,
    '@types/stream-chain': true,
    '@sindresorhus/slugify': true,
    'react-redux': true,
    undici: true,
    'react-dnd': true,
    'react-dnd-html5-backend': true,
  },
  v4: {
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@types/react': '18.3.31',
    '@types/react-dom': '18.3.7',
    '@types/node': '20.19.43',
    // @strapi/design-system 1.19.0 is not installed: it has no declarations (see UNTYPED).
    '@strapi/icons': true,
    '@strapi/types': '4.26.2',
    'react-router-dom': true,
    '@types/react-router-dom': '5.3.3',
    'styled-components': true,
    '@types/styled-components': '5.1.34',
    'react-intl': true,
    'react-query': true,
    'react-select': true,
    formik: true,
    axios: true,
    'date-fns': true,
    lodash: true,
    '@types/lodash': '4.17.20',
    yup: true,
    '@reduxjs/toolkit': true,
    'react-redux': true,
  },
};

/**
 * Imports of the declarations left unresolved on purpose (they then type as `any`): test
 * helpers, command-line and build tooling, and internals no example touches.
 */
export const LEFT_OUT: Record<Major, Record<string, string>> = {
  v5: {
    '@testing-library/react': 'the admin test utilities (@strapi/strapi/admin/test)',
    '@testing-library/user-event': 'the admin test utilities',
    msw: 'the admin test utilities',
    'passport-local': "the admin's login strategy",
    formidable: 'uploaded-file objects inside the upload and admin services',
    'cli-progress': 'the CLI',
    ora: 'the CLI',
    prompts: '@strapi/pack-up, a build tool',
    vite: '@strapi/pack-up, a build tool',
    '@modelcontextprotocol/server': 'the MCP server behind strapi.ai; no example uses it',
    execa: 'a process helper of @strapi/utils used by the CLI',
    prismjs: "the content manager's code highlighting",
    stylis: "styled-components' CSS preprocessor",
    typescript: 'the TypeScript helpers of the CLI and build tools',
    ws: 'the remote transfer websocket',
    jscodeshift: '@strapi/upgrade, the codemod runner',
    semver: '@strapi/upgrade, the codemod runner',
  },
  v4: {
    '@koa/router': 'the v4 server packages: the v4 examples are admin hooks of @strapi/helper-plugin',
    koa: 'the v4 server packages',
    'koa-bodyparser': 'the v4 server packages',
    'node-fetch': 'the v4 server packages',
    'node-schedule': 'the v4 server packages',
    'http-errors': 'the v4 server packages',
    formidable: 'the v4 server packages',
    'stream-chain': 'the v4 server packages',
    ws: 'the v4 server packages',
    'passport-local': 'the v4 server packages',
    'cli-progress': 'the v4 CLI',
    ora: 'the v4 CLI',
    typescript: 'the v4 CLI',
    '@strapi/plugin-content-manager': 'a v4 plugin @strapi/admin@4 imports its contracts from, not pinned',
  },
};

/**
 * Packages of an environment that ship no declarations at all: each becomes an ambient
 * module whose every export is `any`, so that a block importing it is still checked for the
 * rest instead of failing on TS7016.
 */
export const UNTYPED: Record<Major, Record<string, string>> = {
  v5: {},
  v4: {
    '@strapi/design-system':
      '1.19.0, the version @strapi/helper-plugin 4.26 peers on, was published without declarations',
    '@strapi/design-system/v2': 'the same package',
  },
};

/** Type packages every block of a major sees: Node's, and @strapi/types for the global `strapi`. */
export const GLOBAL_TYPES: Record<Major, string[]> = {
  v5: ['node', '@strapi/types'],
  v4: ['node'],
};

/** Bumped when the way a folder is built changes, so that old folders are not reused. */
const LAYOUT = 2;

export function environmentDir(root: string, manifest: Manifest, major: Major): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        layout: LAYOUT,
        packages: keysOf(manifest, major).map((key) => manifest.packages[key]),
        support: SUPPORT[major],
      }),
    )
    .digest('hex')
    .slice(0, 12);
  return join(root, 'node_modules', '.cache', 'strapi-examples', `${major}-${hash}`);
}

type PackageJson = {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** The version of `name` the Strapi packages depend on: the first exact one, else the first range. */
function dependedVersion(packages: PackageJson[], name: string): string | undefined {
  const versions = (['dependencies', 'peerDependencies', 'devDependencies'] as const).flatMap((field) =>
    packages.map((pkg) => pkg[field]?.[name]).filter((v): v is string => Boolean(v)),
  );
  return versions.find((version) => /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) ?? versions[0];
}

export type Installed = {dir: string; installed: boolean; seconds: number};

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function log(message: string): void {
  process.stderr.write(`check:examples: ${message}\n`);
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * Removes all but the declaration files and package.json files under `dir`: all that type
 * checking reads. A package without declarations keeps its package.json, so that importing
 * it still says it has no types.
 */
function keepDeclarations(dir: string): void {
  const files = globSync('**', {
    cwd: dir,
    absolute: true,
    dot: true,
    followSymbolicLinks: false,
    ignore: ['**/package.json', '**/*.d.{ts,cts,mts}'],
  });
  for (const path of files) rmSync(path, {force: true});
}

/** Removes the staging folders of runs that were stopped before they finished. */
function removeAbandonedStaging(parent: string): void {
  if (!existsSync(parent)) {
    return;
  }
  for (const entry of readdirSync(parent)) {
    const pid = Number(/\.tmp-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid) {
      continue;
    }
    try {
      process.kill(pid, 0); // still running: another run is building it
    } catch {
      rmSync(join(parent, entry), {recursive: true, force: true});
    }
  }
}

/** Makes sure the folder of a major exists and is complete; builds it when it does not. */
export function ensureEnvironment(root: string, manifest: Manifest, major: Major): Installed {
  const dir = environmentDir(root, manifest, major);
  if (existsSync(join(dir, '.complete'))) {
    return {dir, installed: false, seconds: 0};
  }
  const started = Date.now();
  removeAbandonedStaging(join(dir, '..'));
  const staging = `${dir}.tmp-${process.pid}`;
  rmSync(staging, {recursive: true, force: true});
  const tarballs = join(staging, 'tarballs');
  mkdirSync(tarballs, {recursive: true});
  try {
    const keys = keysOf(manifest, major);
    log(`${major}: fetching ${keys.length} pinned Strapi packages into ${dir}`);
    const packed = JSON.parse(
      npm(
        [
          'pack',
          '--json',
          '--pack-destination',
          tarballs,
          ...keys.map((key) => `${manifest.packages[key].name}@${manifest.packages[key].version}`),
        ],
        staging,
      ),
    ) as {
      name: string;
      version: string;
      integrity: string;
      filename: string;
    }[];
    const strapiPackages: PackageJson[] = [];
    for (const key of keys) {
      const pinned = manifest.packages[key];
      const tarball = packed.find((entry) => entry.name === pinned.name && entry.version === pinned.version);
      if (!tarball) {
        throw new Error(`npm pack did not return ${pinned.name}@${pinned.version}`);
      }
      if (tarball.integrity !== pinned.integrity) {
        throw new Error(
          `${pinned.name}@${pinned.version}: integrity ${tarball.integrity} differs from the manifest's ${pinned.integrity}`,
        );
      }
      const target = join(staging, 'strapi', pinned.name);
      mkdirSync(target, {recursive: true});
      execFileSync('tar', ['-xzf', join(tarballs, tarball.filename), '-C', target, '--strip-components=1'], {
        stdio: 'pipe',
      });
      keepDeclarations(target);
      strapiPackages.push(JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as PackageJson);
    }

    const dependencies: Record<string, string> = {};
    for (const [name, wanted] of Object.entries(SUPPORT[major])) {
      if (typeof wanted === 'string') {
        dependencies[name] = wanted;
        continue;
      }
      const version = dependedVersion(strapiPackages, name);
      if (!version) {
        throw new Error(`${major}: no pinned Strapi package depends on ${name}; give its version in SUPPORT`);
      }
      dependencies[name] = version;
    }
    writeFileSync(
      join(staging, 'package.json'),
      `${JSON.stringify({name: `strapi-examples-${major}`, private: true, dependencies}, null, 2)}\n`,
    );
    log(
      `${major}: npm install of ${Object.keys(dependencies).length} packages the declarations import (${seconds(started)})`,
    );
    npm(['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], staging);
    log(`${major}: keeping only the declarations (${seconds(started)})`);

    keepDeclarations(join(staging, 'node_modules'));
    // The Strapi packages go in after npm, which would otherwise prune them as extraneous.
    for (const scope of readdirSync(join(staging, 'strapi'))) {
      for (const name of readdirSync(join(staging, 'strapi', scope))) {
        const target = join(staging, 'node_modules', scope, name);
        rmSync(target, {recursive: true, force: true});
        mkdirSync(join(staging, 'node_modules', scope), {recursive: true});
        renameSync(join(staging, 'strapi', scope, name), target);
      }
    }
    rmSync(join(staging, 'strapi'), {recursive: true, force: true});
    rmSync(tarballs, {recursive: true, force: true});
    writeFileSync(join(staging, '.complete'), `${new Date().toISOString()}\n`);
    if (existsSync(dir)) {
      rmSync(dir, {recursive: true, force: true});
    }
    renameSync(staging, dir);
    // Folders of an older manifest or support list are not used again.
    for (const entry of readdirSync(join(dir, '..'))) {
      if (entry.startsWith(`${major}-`) && !entry.includes('.tmp-') && join(dir, '..', entry) !== dir) {
        rmSync(join(dir, '..', entry), {recursive: true, force: true});
      }
    }
  } catch (error) {
    rmSync(staging, {recursive: true, force: true});
    throw error;
  }
  return {dir, installed: true, seconds: (Date.now() - started) / 1000};
}
