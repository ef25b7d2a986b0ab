/**
 * plugins/offline: its options are validated as Docusaurus validates its own
 * plugins' (a wrong option stops the build with a message naming it), and
 * the worker it builds lists the app shell and changes with the build.
 */
import {mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {afterEach, describe, expect, it} from 'vitest';
import {DEFAULT_OPTIONS, validateOptions, type OfflineOptions} from '../../plugins/offline/src';
import {precacheManifest, writeWorker} from '../../plugins/offline/src/worker';

const validate = (options: unknown) =>
  validateOptions({options: options as Partial<OfflineOptions>, validate: normalizePluginOptions});

describe('offline plugin options', () => {
  it('fills in the default app shell', () => {
    expect(validate({})).toMatchObject({id: 'default', appShell: DEFAULT_OPTIONS.appShell});
  });

  it('names a wrong option in its message', () => {
    expect(() => validate({appShell: 'assets/css/*.css'})).toThrow('"appShell" must be an array');
    expect(() => validate({appShell: ['/assets/css/*.css']})).toThrow(
      '"appShell[0]" with value "/assets/css/*.css" fails to match the relative path pattern',
    );
    expect(() => validate({appshell: []})).toThrow('"appshell" is not allowed');
  });
});

describe('the worker it builds', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
  });

  function site(): string {
    const dir = mkdtempSync(join(tmpdir(), 'offline-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets', 'js'), {recursive: true});
    mkdirSync(join(dir, 'assets', 'css'));
    writeFileSync(join(dir, 'assets', 'js', 'runtime~main.0123abcd.js'), 'runtime');
    writeFileSync(join(dir, 'assets', 'js', 'main-modules.76543210.js'), 'the modules main starts');
    writeFileSync(join(dir, 'assets', 'js', 'main.4567cdef.js'), 'main');
    writeFileSync(join(dir, 'assets', 'js', '17.89abcdef.js'), 'a page');
    writeFileSync(join(dir, 'assets', 'css', 'styles.0a1b2c3d.css'), 'css');
    return dir;
  }

  it('precaches the app shell, not the pages, and carries its version', async () => {
    const dir = site();
    const {version, precached} = await writeWorker(dir, DEFAULT_OPTIONS.appShell);
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(precached).toBe(4);
    expect(worker).toContain('url:"assets/js/main-modules.76543210.js"');
    expect(worker).toContain('url:"assets/js/main.4567cdef.js"');
    expect(worker).toContain('url:"assets/css/styles.0a1b2c3d.css"');
    expect(worker).not.toContain('assets/js/17.89abcdef.js');
    expect(worker).not.toContain('__WB_MANIFEST');
    expect(worker).toContain(`"${version}"`);
  });

  it('gives a file without a hash in its name a revision from its content', async () => {
    const dir = site();
    writeFileSync(join(dir, 'logo.svg'), '<svg/>');
    writeFileSync(join(dir, 'logo.svg.br'), 'compressed');
    const manifest = await precacheManifest(dir, ['assets/css/*.css', 'logo.svg*']);
    expect(manifest).toEqual([
      {url: 'assets/css/styles.0a1b2c3d.css', revision: null},
      {url: 'logo.svg', revision: expect.stringMatching(/^[0-9a-f]{32}$/)},
    ]);
  });

  it('has a new version when any asset changes', async () => {
    const dir = site();
    const first = await writeWorker(dir, DEFAULT_OPTIONS.appShell);
    renameSync(join(dir, 'assets', 'js', '17.89abcdef.js'), join(dir, 'assets', 'js', '17.fedcba98.js'));
    const second = await writeWorker(dir, DEFAULT_OPTIONS.appShell);
    expect(second.version).not.toBe(first.version);
  });
});
