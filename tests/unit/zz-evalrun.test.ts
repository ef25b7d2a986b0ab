import {it} from 'vitest';
import {evaluate, readIndex, readEvalSet, summarise} from '../support/search-eval';
it('eval', () => {
  const index = readIndex(process.env.INDEX ?? 'build/search-index-docs-default-current.json');
  const t0 = performance.now();
  const results = evaluate(index, readEvalSet());
  console.log(summarise(results), 'ms/query', (performance.now() - t0) / results.length);
  for (const r of results.filter((r) => r.rank !== 1)) console.log(r.rank, JSON.stringify(r.q), r.expect, '->', r.got.join(' | '));
});
