/**
 * npm run check:source-links — the proof of the source links of the built
 * site (build/, after `npm run build:test`): every link into strapi/strapi of
 * every page is read back from the HTML and must point at a pinned release, a
 * file of that package's sources, and a line that holds the linked name
 * (page-checks/sources/proof.ts). Prints per page and in total: names the
 * check confirms, names linked, paths linked, links checked; exits 1 on any
 * broken link or a link into another release than its sentence is about, or
 * when the proof itself would let a line shifted by one, a missing file, a
 * file link to a file that does not name its name, or a link moved into the
 * other release through.
 *
 *   npm run check:source-links               build/
 *   npm run check:source-links -- other/dir  another build
 *   npm run check:source-links -- --unlinked each name left unlinked, with its line and why
 */
import {readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {load} from 'cheerio';
import {globSync} from 'tinyglobby';
import type {Element} from 'domhandler';
import {linkScopes} from './sources/built-release';
import {inlineClaims} from './sources/claims';
import {readManifest} from './sources/manifest';
import {readPages, REPO_ROOT} from './sources/pages';
import {headingLines, proveLink, type BuiltLink} from './sources/proof';
import type {Scope} from './sources/release';
import {linkLookups, loadPackageSet, runCheck} from './sources/run';
import {releaseMajors} from './sources/release-groups';
import {linkedName} from './sources/claims';
import {UNLINKED_REASONS, unlinkedReason, type UnlinkedReason} from './sources/unlinked';
import {REPOSITORY_BLOB, sourceLink} from '../plugins/source-links/src/url';

type PageLinks = {file: string; links: (BuiltLink & {scope: Scope; definedIn: boolean})[]};

/** The names a link stands for: the code names of its text; for "Defined in", those of its heading. */
function namesOf(text: string): string[] {
  const fromClaims = inlineClaims(text, 0)
    .map(linkedName)
    .filter((name): name is string => name !== null);
  return fromClaims.length ? fromClaims : (text.match(/^[A-Za-z_$][\w$]*$/) ?? []);
}

/** The source links of one built page, and the content file it was built from (its edit link). */
function readBuiltPage(html: string): PageLinks | null {
  const $ = load(html);
  const edit = $('a[href*="/edit/main/content/"]').attr('href');
  const file = edit ? /\/edit\/main\/(content\/.+\.mdx?)$/.exec(edit)?.[1] : undefined;
  if (!file) return null;
  const links: PageLinks['links'] = [];
  const article = $('article').get(0);
  const isSourceLink = (element: Element) => ($(element).attr('href') ?? '').startsWith(REPOSITORY_BLOB);
  const scopes = article ? linkScopes($, article, isSourceLink) : new Map<Element, Scope>();
  $('article a[href^="https://github.com/strapi/strapi/blob/"]').each((_, element) => {
    const link = $(element);
    const paragraph = link.closest('p');
    let names: string[];
    const definedIn = paragraph.text().startsWith('Defined in ');
    if (definedIn) {
      const heading = paragraph.prevAll('h2, h3, h4').first();
      names = heading
        .find('code')
        .toArray()
        .flatMap((code) => namesOf($(code).text().trim()));
    } else {
      names = namesOf(link.text().trim());
    }
    links.push({href: link.attr('href') as string, names, scope: scopes.get(element) ?? 'page', definedIn});
  });
  return {file, links};
}

async function main() {
  const args = process.argv.slice(2);
  const listUnlinked = args.includes('--unlinked');
  const buildDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(REPO_ROOT, 'build'));
  const manifest = readManifest();
  const pages = readPages(join(REPO_ROOT, 'content'));
  const {reports} = await runCheck(pages, manifest, {log: () => {}});
  const {lookupOf} = await loadPackageSet(Object.keys(manifest), manifest, {log: () => {}});
  const lookups = Object.keys(manifest).map(lookupOf);
  const declared = new Map(pages.map((page) => [page.file, (page.packages ?? []).filter((key) => manifest[key])]));
  const sources = new Map(pages.map((page) => [page.file, page.source]));

  const built = new Map<string, PageLinks>();
  for (const path of globSync('**/*.html', {cwd: buildDir, absolute: true})) {
    const page = readBuiltPage(readFileSync(path, 'utf8'));
    if (page) built.set(page.file, page);
  }
  if (built.size === 0) throw new Error(`no built doc page in ${relative(REPO_ROOT, buildDir) || '.'}: build first`);

  const failures: string[] = [];
  const total = {confirmed: 0, linked: 0, paths: 0, pathsLinked: 0, checked: 0, pages: 0};
  const rows: string[] = [];
  const unlinked = new Map<UnlinkedReason, number>();
  const unlinkedRows: string[] = [];
  // The measure: the doc and API pages (not guides or RFCs).
  const reference = {confirmed: 0, linked: 0};
  for (const report of reports) {
    const page = built.get(report.file);
    if (!page) continue;
    const hrefs = new Set(page.links.map((link) => link.href));
    const hrefOf = (claim: (typeof report.claims)[number]) =>
      claim.target ? sourceLink(claim.target.version, claim.target.path, claim.target.line)?.href : undefined;
    const names = report.claims.filter(
      (claim) => claim.confirmed && claim.kind === 'name' && (claim.form === 'identifier' || claim.form === 'member'),
    );
    // A heading is never a link: on an API page its "Defined in" line, just below, links its name.
    const headings = headingLines(sources.get(report.file) ?? '');
    const definedIn = new Set(page.links.filter((link) => link.definedIn).flatMap((link) => link.names));
    const linked = names.filter(
      (claim) => hrefs.has(hrefOf(claim) ?? '') || (headings.has(claim.line) && definedIn.has(linkedName(claim) ?? '')),
    );
    // Paths of prose and inline code: a code block draws its own title, without links.
    const paths = report.claims.filter((claim) => claim.confirmed && claim.kind === 'path' && !claim.inTitle);
    const pathsLinked = paths.filter((claim) => hrefs.has(hrefOf(claim) ?? ''));
    const pageLookups = linkLookups((declared.get(report.file) ?? []).map(lookupOf));
    for (const link of page.links) link.releases = releaseMajors(pageLookups, link.scope);
    for (const link of page.links) {
      const problem = proveLink(link, lookups);
      if (problem) failures.push(`${report.file}  ${link.href}  ${problem}`);
    }
    for (const claim of names)
      if (!linked.includes(claim)) {
        const reason = unlinkedReason(claim, pageLookups, Boolean(claim.target));
        unlinked.set(reason, (unlinked.get(reason) ?? 0) + 1);
        unlinkedRows.push(`${report.file}:${claim.line}  ${claim.text}  ${reason}`);
      }
    if (/^content\/(?:docs|api)\//.test(report.file)) {
      reference.confirmed += names.length;
      reference.linked += linked.length;
    }
    total.confirmed += names.length;
    total.linked += linked.length;
    total.paths += paths.length;
    total.pathsLinked += pathsLinked.length;
    total.checked += page.links.length;
    total.pages++;
    rows.push(
      `${report.file}  names confirmed ${names.length}, linked ${linked.length}; paths ${paths.length}, linked ${pathsLinked.length}; links checked ${page.links.length}`,
    );
  }

  // The proof must catch what it exists for: a line shifted by one, a file that does not exist, and
  // a file link (a name's declaration file, or the one file that names it) to a file not naming it.
  const all = [...built.values()].flatMap((page) => page.links);
  const mutations: [string, BuiltLink][] = [];
  const lineLink = all.find((link) => /#L\d+$/.test(link.href));
  if (lineLink) {
    const shifted = lineLink.href.replace(/#L(\d+)$/, (_, line: string) => `#L${Number(line) + 1}`);
    mutations.push(['a line shifted by one', {...lineLink, href: shifted}]);
    mutations.push(['a missing file', {...lineLink, href: lineLink.href.replace(/\/([^/#]+)#L/, '/missing-$1#L')}]);
  }
  const fileLink = all.find((link) => !link.href.includes('#') && link.names.length > 0);
  if (fileLink) {
    mutations.push(['a missing file', {...fileLink, href: fileLink.href.replace(/\/([^/]+)$/, '/missing-$1')}]);
    mutations.push(['a file that does not name the name', {...fileLink, names: ['noSuchNameAnywhere']}]);
  }
  for (const [what, link] of mutations)
    if (proveLink(link, lookups) === null)
      failures.push(`the proof lets ${what} through: ${link.href} (${link.names.join(', ')})`);
  // And a link moved into the other release than its sentence is about, for that reason.
  const oneRelease = all.find((link) => link.releases?.length === 1);
  const otherVersion = lookups.find(
    (lookup) => !oneRelease?.href.includes(`/blob/v${lookup.spec.version.split('.')[0]}.`),
  )?.spec.version;
  if (oneRelease && otherVersion) {
    const moved = {...oneRelease, href: oneRelease.href.replace(/\/blob\/v[\d.]+\//, `/blob/v${otherVersion}/`)};
    if (!proveLink(moved, lookups)?.startsWith('links Strapi'))
      failures.push(`the proof lets a link into the other release through: ${moved.href}`);
  }

  for (const row of rows) console.log(row);
  if (listUnlinked) for (const row of unlinkedRows) console.log(`unlinked: ${row}`);
  for (const failure of failures) console.log(failure);
  // What is left unlinked, by kind (README.md of page-checks/sources, "Source links").
  for (const [reason, count] of [...unlinked].sort((a, b) => b[1] - a[1]))
    console.log(`not linked: ${String(count).padStart(4)}  ${UNLINKED_REASONS[reason]}`);
  const shareOf = ({confirmed, linked}: {confirmed: number; linked: number}) =>
    confirmed ? ((100 * linked) / confirmed).toFixed(1) : '0';
  console.log(
    `on doc and API pages: names confirmed ${reference.confirmed}, names linked ${reference.linked} (${shareOf(reference)}%)`,
  );
  const share = shareOf(total);
  console.log(
    `source links: ${total.pages} pages, names confirmed ${total.confirmed}, names linked ${total.linked} (${share}%), ` +
      `paths ${total.paths}, paths linked ${total.pathsLinked}, links checked ${total.checked} (every one under ${REPOSITORY_BLOB}), ` +
      `${failures.length} failed`,
  );
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
