import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {inlineScriptHashes, policy} from '../../deploy/csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy', () => {
  it('hashes inline scripts exactly as written, and only scripts a browser runs', () => {
    const html = [
      '<script>document.documentElement.dataset.theme="light"</script>',
      '<script data-rh="true">\n  insertBanner();\n</script>',
      '<script src="/assets/js/main.js" defer></script>',
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
      '<script type="module">import "/x.js"</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha('document.documentElement.dataset.theme="light"'),
      sha('\n  insertBanner();\n'),
      sha('import "/x.js"'),
    ]);
  });

  it("allows scripts from the site and by hash only, never 'unsafe-eval' or inline", () => {
    const value = policy(["'sha256-abc='"]);
    expect(value).toContain("script-src 'self' 'sha256-abc='");
    expect(value).toContain("frame-ancestors 'none'");
    expect(value).toContain("object-src 'none'");
    expect(value).not.toContain('unsafe-eval');
    expect(/script-src[^;]*unsafe-inline/.test(value)).toBe(false);
  });
});
