/**
 * `ctx.<member>` (page-checks/sources/koa-context.ts): a member that a package merges into Koa's
 * context links to its declaration; Koa's own members and longer chains do not. Fixture packages
 * are built in memory; no network.
 */
import {describe, expect, it} from 'vitest';
import {chainClaim} from '../../page-checks/sources/claims';
import {claimTarget} from '../../page-checks/sources/targets';
import type {Claim} from '../../page-checks/sources/types';
import {fixtureLookup} from '../support/fixture-package';

const CORE = fixtureLookup({
  name: '@strapi/core',
  version: '5.54.0',
  directory: 'packages/core/core',
  sources: {
    'src/services/server/context-helpers.ts': [
      'export interface ReplyErrors {', // 1
      '  /** 400 */',
      '  badRequest(response?: string | object): void;', // 3
      '}',
      'export interface ReplySuccess {',
      '  send(response: unknown, status?: number): void;', // 6
      '}',
      '',
      "declare module 'koa' {",
      // The header over three lines, as Prettier writes it.
      '  interface DefaultContextDelegatedResponse',
      '    extends ReplyErrors,',
      '      ReplySuccess {}',
      '}',
    ].join('\n'),
    // A namesake outside any merge into Koa: not the context's.
    'src/services/other.ts': [
      'export const reply = {',
      '  send(data: unknown) {',
      '    return data;',
      '  },',
      '};',
    ].join('\n'),
  },
});

const claim = (text: string): Claim => chainClaim(text, 1) as Claim;

describe("a member of Koa's context", () => {
  it('links the declaration in the interface that the merge extends', () => {
    expect(claimTarget(claim('ctx.badRequest()'), [CORE])).toMatchObject({
      path: 'packages/core/core/src/services/server/context-helpers.ts',
      line: 3,
    });
    expect(claimTarget(claim('ctx.send()'), [CORE])).toMatchObject({
      path: 'packages/core/core/src/services/server/context-helpers.ts',
      line: 6,
    });
  });

  it("links nothing for Koa's own members, or a chain through another object", () => {
    expect(claimTarget(claim('ctx.throw()'), [CORE])).toBeNull();
    expect(claimTarget(claim('ctx.response.badRequest()'), [CORE])).toBeNull();
    expect(claimTarget(claim('reply.badRequest()'), [CORE])).toBeNull();
  });
});
