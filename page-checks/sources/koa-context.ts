/**
 * `ctx.badRequest()`, `ctx.send()`: Koa's context, which every Strapi middleware and controller
 * calls `ctx`, has the members a package merges into Koa's own interfaces
 * (`declare module 'koa' { interface DefaultContextDelegatedResponse extends
 * ContextDelegatedResponseErrorMethods, … {} }` in @strapi/core's `koa-methods.ts`). A member of
 * `ctx` links to its declaration in such an interface, or in one the merge extends that the same
 * file declares. Koa's own members (`ctx.throw()`, `ctx.state`) are another library's: no link.
 */
import {definitionsOf} from './indexes';
import type {Lookup} from './lookup';
import type {SourceTarget} from './targets';

/** Koa's interfaces that `ctx` (a `Context`) has the members of. */
const CONTEXT_INTERFACES = new Set([
  'BaseContext',
  'DefaultContext',
  'ExtendableContext',
  'DefaultContextDelegatedResponse',
]);

const HEADER = /^\s*(?:export\s+)?interface\s+([A-Za-z_$][\w$]*)\b/;
const MEMBER = /^\s*(?:readonly\s+|get\s+|async\s+)?([A-Za-z_$][\w$]*)\s*\??\s*[(:<]/;

/** The members of the interface whose header ends (its `{`) on `lines[start]`, by name, with their 1-based lines. */
function membersAt(lines: string[], start: number): Map<string, number> {
  const members = new Map<string, number>();
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] as string;
    if (depth === 1 && i > start) {
      const member = MEMBER.exec(line)?.[1];
      if (member && !members.has(member)) members.set(member, i + 1);
    }
    for (const char of line) depth += char === '{' ? 1 : char === '}' ? -1 : 0;
    if (depth <= 0 && line.includes('}')) break;
  }
  return members;
}

type ContextMember = {file: string; member: string; line: number};
const cache = new WeakMap<Lookup, ContextMember[]>();

/** Each file's members of Koa's context that it declares or merges in (`koa-methods.ts`: `send`, `badRequest`, …). */
function contextMembers(lookup: Lookup): ContextMember[] {
  const cached = cache.get(lookup);
  if (cached) return cached;
  const found: ContextMember[] = [];
  for (const [file, lines] of definitionsOf(lookup).lines) {
    const declare = lines.findIndex((line) => /^\s*declare module ['"]koa['"]/.test(line));
    if (declare < 0) continue;
    // Each interface's header, which Prettier may break over lines (`interface X\n  extends A,\n    B {}`).
    const headers = new Map<string, {line: number; extended: string[]}>();
    lines.forEach((line, i) => {
      const name = HEADER.exec(line)?.[1];
      if (!name) return;
      let end = i;
      while (end < lines.length - 1 && end - i < 5 && !(lines[end] as string).includes('{')) end++;
      const header = lines.slice(i, end + 1).join(' ');
      const extended = /\bextends\s+([^{]+)\{/.exec(header)?.[1] ?? '';
      headers.set(name, {line: end, extended: extended.split(',').map((part) => part.trim())});
    });
    // The merge, and the interfaces of this file that it extends (only those after `declare module` are Koa's).
    const own = [...headers].filter(([name, header]) => CONTEXT_INTERFACES.has(name) && header.line > declare);
    const sources = own.flatMap(([, header]) => [
      header.line,
      ...header.extended.map((name) => headers.get(name)?.line),
    ]);
    for (const start of sources) {
      if (start === undefined) continue;
      for (const [member, line] of membersAt(lines, start)) found.push({file, member, line});
    }
  }
  cache.set(lookup, found);
  return found;
}

/** `ctx.<member>` (two segments): its declaration in a Koa context interface of one file of `lookups`, or null. */
export function koaContextTarget(parts: string[] | undefined, lookups: Lookup[]): SourceTarget | null {
  if (parts?.length !== 2 || parts[0] !== 'ctx') return null;
  const member = (parts[1] as string).replace(/\(.*$/, '');
  const found = lookups.flatMap((lookup) =>
    contextMembers(lookup)
      .filter((entry) => entry.member === member)
      .map((entry) => ({
        path: `${lookup.directory}/${entry.file}`,
        line: entry.line,
        version: lookup.spec.version,
        name: member,
      })),
  );
  return found.length === 1 ? (found[0] as SourceTarget) : null;
}
