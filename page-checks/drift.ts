/**
 * npm run drift -- <version|latest> — which claims of the pages stop holding
 * on another Strapi release, without touching content/strapi-packages.json.
 *
 *   npm run drift -- latest      the newest release every lockstep package of the manifest has
 *   npm run drift -- 5.56.0      a given release
 *   npm run drift -- latest --page 'docs/core/data-transfer/**' --json
 *
 * Every package pinned at @strapi/strapi's version (the lockstep release
 * train) is replaced by that release, its integrity taken from the registry
 * (`npm view … dist.integrity`). The v4 keys (…@4), the older releases
 * (…@4.7) and the packages with their own version line (@strapi/pack-up,
 * @strapi/sdk-plugin, @strapi/design-system) keep their pinned versions: the
 * same number on their line is an unrelated release. Prints, per page, each
 * claim that holds on the pinned versions but not on the other release, then
 * each source link whose file or line would change (a line that moved is
 * expected in a new release: it is reported, it does not fail the run), then
 * the counts; exits 1 if any claim fails.
 */
import {parseArgs} from './sources/cli';
import {driftBetween, linkDriftBetween, linkDriftLine} from './sources/drift';
import {lockstepKeys, movedManifest, readManifest, TRAIN_ANCHOR} from './sources/manifest';
import {readPages} from './sources/pages';
import {integrities, latestTag, newestCommonRelease, releasesOf} from './sources/registry';
import {findingLine} from './sources/report';
import {runCheck} from './sources/run';

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const wanted = options.positional[0];
  if (!wanted || options.positional.length > 1)
    throw new Error('usage: npm run drift -- <version|latest> [--page <glob>] [--json]');
  const manifest = readManifest();
  const keys = lockstepKeys(manifest);
  const names = [...new Set(keys.map((key) => manifest[key]?.name as string))];
  const pinned = manifest[TRAIN_ANCHOR]?.version as string;
  const published = await releasesOf(names);
  const version = wanted === 'latest' ? newestCommonRelease(published) : wanted;
  const log = (message: string) => console.error(message);
  log(
    `drift: ${names.length} lockstep packages, pinned ${pinned}, checking against ${version}${wanted === 'latest' ? ' (the newest release all of them have)' : ''}`,
  );
  // A package the release train skipped (not published at that version) keeps its pinned version.
  const unpublished = new Set(names.filter((name) => !published.get(name)?.includes(version)));
  if (unpublished.size === names.length) throw new Error(`no lockstep package is published at ${version}`);
  const kept = Object.keys(manifest).filter(
    (key) => !keys.includes(key) || unpublished.has(manifest[key]?.name as string),
  );
  log(
    `kept at their pinned versions: ${kept.map((key) => `${key} ${manifest[key]?.version}${unpublished.has(manifest[key]?.name as string) ? ` (no ${version} published)` : ''}`).join(', ')}`,
  );
  const movedNames = names.filter((name) => !unpublished.has(name));
  const moved = movedManifest(
    manifest,
    version,
    version === pinned
      ? Object.fromEntries(keys.map((key) => [manifest[key]?.name, manifest[key]?.integrity]))
      : await integrities(movedNames, version),
    unpublished,
  );

  if (wanted === 'latest') {
    const tagged = await latestTag(TRAIN_ANCHOR);
    if (tagged && tagged !== version) {
      const missing = names.filter((name) => !published.get(name)?.includes(tagged));
      log(
        `note: ${TRAIN_ANCHOR}'s latest tag is ${tagged}, but the registry has no ${tagged} of ${missing.join(', ')}`,
      );
    }
  }

  const pages = readPages(options.contentDir, options.pages);
  const before = await runCheck(pages, manifest, {log});
  // The same release gives the same results: no second run.
  const after = version === pinned ? before : await runCheck(pages, moved, {log});
  const drifts = driftBetween(before.reports, after.reports);
  const count = drifts.reduce((sum, drift) => sum + drift.claims.length, 0);
  const links = linkDriftBetween(before.reports, after.reports);
  const summary =
    `drift ${pinned} → ${version}: ${count} claim(s) on ${drifts.length} page(s) hold on the pinned packages but not on ${version}; ` +
    `${links.length} source link(s) would point to another file or line`;
  if (options.json) {
    console.log(JSON.stringify({from: pinned, to: version, kept, count, pages: drifts, links}, null, 2));
  } else {
    for (const drift of drifts) {
      console.log(drift.file);
      for (const claim of drift.claims) console.log(`  ${findingLine(drift.file, claim, drift.searched)}`);
    }
    if (links.length) console.log('source links that would move:');
    for (const link of links) console.log(`  ${linkDriftLine(link)}`);
    console.log(summary);
  }
  process.exitCode = count > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
