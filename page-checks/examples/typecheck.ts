/**
 * Type-checks code blocks with the TypeScript compiler API: each block is a virtual module
 * inside an environment folder, so that its imports resolve to that folder's node_modules
 * (the pinned Strapi packages and what their declarations need), never to the site's.
 */
import {createHash} from 'node:crypto';
import {dirname, join} from 'node:path';
import ts from 'typescript';
import type {CodeBlock} from './extract';

export type Side = 'server' | 'admin';

export type Unit = {
  /** The page, relative to the repository (content/…/page.md). */
  page: string;
  block: CodeBlock;
  /**
   * Package names a block may import among the `restricted` ones: those the page declares
   * in strapi_packages. Any other restricted package fails to resolve, with a note.
   */
  allowed: ReadonlySet<string>;
};

export type Finding = {
  page: string;
  /** Line in the page. */
  line: number;
  block: number;
  code: string;
  message: string;
};

export type CheckOptions = {
  /** The environment folder: its node_modules holds the declarations. */
  dir: string;
  /** Packages a block may import only when its page declares them (the manifest's packages). */
  restricted: ReadonlySet<string>;
  /** Type packages loaded for every block, e.g. ['node', '@strapi/types'] for the global `strapi`. */
  types?: string[];
  /** Packages that ship no declarations: they become ambient modules typed `any`. */
  untyped?: string[];
};

/** What every block is compiled with: modules that may use top-level await, resolved like a bundler. */
const BASE_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  allowSyntheticDefaultImports: true,
  resolveJsonModule: true,
  allowJs: false,
};

/**
 * The strictness a Strapi app compiles that code with: @strapi/typescript-utils 5.54's
 * tsconfigs/server.json (strict false, noImplicitThis) for server code, and
 * tsconfigs/admin.json (strict) for the admin panel's.
 */
export const SIDE_OPTIONS: Record<Side, ts.CompilerOptions> = {
  server: {strict: false, noImplicitThis: true},
  admin: {strict: true},
};

/** The package a bare specifier names: '@strapi/strapi/admin' gives '@strapi/strapi'. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return undefined;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const ADMIN_SPECIFIER =
  /^(react|react-dom|react-intl|react-router-dom|styled-components|@strapi\/(design-system|icons|helper-plugin))(\/|$)|\/admin$|strapi-admin/;

/**
 * Whether a block is admin-panel code (React) or server code: tsx, an import of React, the
 * design system or an admin entry point, or a title under an admin/ folder make it admin code.
 */
export function sideOf(block: CodeBlock, imports: string[]): Side {
  if (
    block.lang === 'tsx' ||
    imports.some((specifier) => ADMIN_SPECIFIER.test(specifier)) ||
    /(^|\/)admin\//.test(block.title ?? '')
  ) {
    return 'admin';
  }
  return 'server';
}

/** The specifiers a piece of code imports or re-exports. */
export function importsOf(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

const TITLE_PATH = /^[\w@.-]+(\/[\w@.[\]-]+)*\.tsx?$/;

/**
 * The virtual file of a unit. A block titled with a project path (title="config/server.ts")
 * takes that path inside a folder of its page, so that a relative import between two blocks of
 * the same page (`import cronTasks from './cron-tasks'`) finds the other block.
 */
function virtualName(dir: string, unit: Unit, taken: Set<string>): string {
  const slug = unit.page.replace(/\.mdx?$/, '').replace(/[^A-Za-z0-9]+/g, '_');
  const title = unit.block.title?.trim() ?? '';
  if (TITLE_PATH.test(title) && !/\.d\.tsx?$/.test(title) && !title.split('/').includes('..')) {
    const name = join(dir, '__examples__', slug, title.replace(/\.tsx?$/, `.${unit.block.lang}`));
    if (!taken.has(name)) {
      return name;
    }
  }
  return join(dir, '__examples__', slug, `__block${unit.block.index}.${unit.block.lang}`);
}

/**
 * A stand-in for a relative import that no block of the page provides (a file of the reader's
 * own plugin, or of the Strapi monorepo): each name the block imports from it is typed `any`,
 * so that the rest of the block is still checked.
 */
function stubFor(sourceFile: ts.SourceFile, specifier: string): string {
  const names = new Set<string>();
  let hasDefault = false;
  for (const statement of sourceFile.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === specifier
    ) {
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        hasDefault ||= Boolean(clause?.name);
        if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          clause.namedBindings.elements.forEach((element) => names.add((element.propertyName ?? element.name).text));
        }
      } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        statement.exportClause.elements.forEach((element) => names.add((element.propertyName ?? element.name).text));
      }
    }
  }
  names.delete('default');
  if (!hasDefault && names.size === 0) {
    // Only a dynamic import() or a side-effect import: the whole module is `any`.
    return 'declare const __module: any;\nexport = __module;\n';
  }
  // Callable with type arguments, constructible and indexable: whatever the block does with it.
  const anything =
    'interface __Anything { <A = any, B = any, C = any, D = any>(...args: any[]): any; new (...args: any[]): any; [key: string]: any }';
  return [
    anything,
    ...(hasDefault ? ['declare const __default: __Anything;', 'export default __default;'] : []),
    ...[...names].map(
      (name) =>
        `export declare const ${name}: __Anything;\nexport type ${name}<A = any, B = any, C = any, D = any> = any;`,
    ),
  ].join('\n');
}

/**
 * Implicit-any diagnostics that follow from a stub: a callback handed to an `any` gets no
 * parameter types. In a block with stubbed imports they say nothing about the example.
 */
const IMPLICIT_ANY = new Set([7005, 7006, 7019, 7031, 7034]);

export type Result = {
  findings: Finding[];
  /**
   * Bare specifiers that declarations under node_modules import but that resolve to no
   * declaration (not installed, or JavaScript without types), with the packages importing them.
   */
  unresolved: Map<string, Set<string>>;
  /** Relative imports no block of the page provides, typed `any`. */
  stubbed: number;
};

/** The package folder a path in node_modules belongs to. */
function ownerOf(file: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(file);
  return match ? match[1] : file;
}

/** Type-checks the units, admin code and server code each in one program. */
export function typeCheck(units: Unit[], options: CheckOptions): Result {
  const result: Result = {findings: [], unresolved: new Map(), stubbed: 0};
  for (const side of ['server', 'admin'] as const) {
    const mine = units.filter((unit) => sideOf(unit.block, importsOf(unit.block.code)) === side);
    if (mine.length === 0) {
      continue;
    }
    const part = checkProgram(mine, options, side);
    result.findings.push(...part.findings);
    result.stubbed += part.stubbed;
    for (const [specifier, importers] of part.unresolved) {
      const all = result.unresolved.get(specifier) ?? new Set();
      importers.forEach((importer) => all.add(importer));
      result.unresolved.set(specifier, all);
    }
  }
  return result;
}

function checkProgram(units: Unit[], options: CheckOptions, side: Side): Result {
  const compilerOptions: ts.CompilerOptions = {
    ...BASE_OPTIONS,
    ...SIDE_OPTIONS[side],
    // Only the type roots' own packages (@types/node): TypeScript looks a `types` entry up
    // in the type roots alone, so a package such as @strapi/types is imported by a
    // declaration file instead (below), or a program whose blocks import none of them
    // would miss the global `strapi`.
    types: (options.types ?? []).filter((name) => !name.startsWith('@')),
    typeRoots: [join(options.dir, 'node_modules', '@types')],
  };
  const files = new Map<string, {unit: Unit; text: string}>();
  const taken = new Set<string>();
  for (const unit of units) {
    const name = virtualName(options.dir, unit, taken);
    taken.add(name);
    files.set(name, {unit, text: unit.block.code});
  }
  const virtual = new Map<string, string>();
  const shims = join(options.dir, '__examples__', 'untyped-packages.d.ts');
  if (options.untyped?.length) {
    virtual.set(shims, options.untyped.map((name) => `declare module '${name}';`).join('\n'));
  }
  const globals = join(options.dir, '__examples__', 'global-types.d.ts');
  const globalPackages = (options.types ?? []).filter((name) => name.startsWith('@'));
  if (globalPackages.length) {
    virtual.set(globals, globalPackages.map((name) => `import '${name}';`).join('\n'));
  }

  const host = ts.createCompilerHost(compilerOptions, true);
  const {fileExists, readFile, getSourceFile, directoryExists} = host;
  // The folder sits in the site's node_modules: resolution must not climb out of it and
  // find the site's own packages.
  const libDir = dirname(ts.getDefaultLibFilePath(compilerOptions));
  const inside = (name: string) =>
    name.startsWith(`${options.dir}/`) || name === options.dir || name.startsWith(`${libDir}/`);
  host.fileExists = (name) => files.has(name) || virtual.has(name) || (inside(name) && fileExists.call(host, name));
  host.directoryExists = (name) => inside(name) && (directoryExists ? directoryExists.call(host, name) : true);
  host.readFile = (name) => files.get(name)?.text ?? virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const file = files.get(name);
    if (file) {
      return ts.createSourceFile(
        name,
        file.text,
        languageVersion,
        true,
        file.unit.block.lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
    }
    const text = virtual.get(name);
    if (text !== undefined) {
      return ts.createSourceFile(name, text, languageVersion, true, ts.ScriptKind.TS);
    }
    return getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
  };
  host.getCurrentDirectory = () => options.dir;
  host.getDefaultLibLocation = () => libDir;

  const cache = ts.createModuleResolutionCache(options.dir, (name) => name, compilerOptions);
  /** Specifiers refused to a block because its page does not declare their package. */
  const refused = new Map<string, Set<string>>();
  const unresolved = new Map<string, Set<string>>();
  let stubbed = 0;
  const withStubs = new Set<string>();
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, opts, containingSourceFile) =>
    literals.map((literal) => {
      const specifier = literal.text;
      const file = files.get(containingFile);
      const name = packageOf(specifier);
      if (file && name && options.restricted.has(name) && !file.unit.allowed.has(name)) {
        refused.set(containingFile, (refused.get(containingFile) ?? new Set()).add(specifier));
        return {resolvedModule: undefined};
      }
      const mode = ts.getModeForUsageLocation(containingSourceFile, literal, opts);
      const resolved = ts.resolveModuleName(specifier, containingFile, opts, host, cache, redirectedReference, mode);
      const target = resolved.resolvedModule;
      if (file && specifier.startsWith('.') && !target) {
        const stub = join(
          options.dir,
          '__examples__',
          '__stubs__',
          `${createHash('sha1').update(`${containingFile}\0${specifier}`).digest('hex').slice(0, 12)}.d.ts`,
        );
        virtual.set(stub, stubFor(containingSourceFile, specifier));
        stubbed++;
        withStubs.add(containingFile);
        return {resolvedModule: {resolvedFileName: stub, extension: ts.Extension.Dts, isExternalLibraryImport: false}};
      }
      if (!file && name && (!target || !/\.d\.[cm]?ts$/.test(target.resolvedFileName))) {
        unresolved.set(specifier, (unresolved.get(specifier) ?? new Set()).add(ownerOf(containingFile)));
      }
      return resolved;
    });

  const program = ts.createProgram({
    rootNames: [...files.keys(), ...[shims, globals].filter((name) => virtual.has(name))],
    options: compilerOptions,
    host,
  });
  // Node's built-in modules ('fs', 'node:http') are ambient declarations of @types/node.
  for (const ambient of program.getTypeChecker().getAmbientModules()) {
    unresolved.delete(ambient.getName().replace(/^"|"$/g, ''));
  }
  const findings: Finding[] = [];
  for (const [name, {unit}] of files) {
    const sourceFile = program.getSourceFile(name);
    if (!sourceFile) {
      continue;
    }
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      if (withStubs.has(name) && IMPLICIT_ANY.has(diagnostic.code)) {
        continue;
      }
      const line = diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
      let message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0];
      const specifier = /'([^']+)'/.exec(message)?.[1];
      if ((diagnostic.code === 2307 || diagnostic.code === 2792) && specifier && refused.get(name)?.has(specifier)) {
        message = `${message} (${packageOf(specifier)} is not in the page's strapi_packages)`;
      }
      findings.push({
        page: unit.page,
        line: unit.block.line + line,
        block: unit.block.index,
        code: `TS${diagnostic.code}`,
        message,
      });
    }
  }
  return {findings, unresolved, stubbed};
}
