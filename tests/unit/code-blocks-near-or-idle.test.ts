/**
 * plugins/code-blocks/src/near-or-idle.ts: when the first page's code blocks
 * mount their buttons. An element near the viewport is served as soon as the
 * observer says so; the others a few per idle callback, in the order they
 * asked; a cancelled one never.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

type Entry = {target: object; isIntersecting: boolean};

let observe: ((entries: Entry[]) => void) | undefined;
let options: IntersectionObserverInit | undefined;
const observed = new Set<object>();
let idle: Array<() => void> = [];

class FakeObserver {
  constructor(callback: (entries: Entry[]) => void, init: IntersectionObserverInit) {
    observe = callback;
    options = init;
  }
  observe(target: object) {
    observed.add(target);
  }
  unobserve(target: object) {
    observed.delete(target);
  }
}

/** A stand-in for a block's `pre`: the module only hands it to the observer. */
const element = () => ({}) as Element;

async function load() {
  vi.resetModules();
  return import('../../plugins/code-blocks/src/near-or-idle');
}

function runIdle() {
  const callbacks = idle;
  idle = [];
  for (const callback of callbacks) callback();
}

beforeEach(() => {
  observe = undefined;
  observed.clear();
  idle = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('window', {requestIdleCallback: (callback: () => void) => idle.push(callback)});
});

afterEach(() => vi.resetModules());

describe('whenNearOrIdle', () => {
  it('serves an element near the viewport at once, and only once', async () => {
    const {whenNearOrIdle} = await load();
    const block = element();
    const run = vi.fn();
    whenNearOrIdle(block, run);
    expect(options?.rootMargin, 'within a screen above or below').toBe('100% 0px');
    observe!([{target: block, isIntersecting: false}]);
    expect(run).not.toHaveBeenCalled();
    observe!([{target: block, isIntersecting: true}]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observed.has(block), 'no longer observed').toBe(false);
    observe!([{target: block, isIntersecting: true}]);
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('serves the others a few per idle callback, in the order they asked', async () => {
    const {whenNearOrIdle, PER_IDLE} = await load();
    const served: number[] = [];
    const count = PER_IDLE * 2 + 1;
    for (let index = 0; index < count; index += 1) whenNearOrIdle(element(), () => served.push(index));
    expect(idle, 'one idle callback pending at a time').toHaveLength(1);
    runIdle();
    expect(served).toEqual([...Array(PER_IDLE).keys()]);
    runIdle();
    runIdle();
    expect(served).toEqual([...Array(count).keys()]);
    expect(idle, 'nothing left to schedule').toHaveLength(0);
    expect(observed.size).toBe(0);
  });

  it('never serves a cancelled element', async () => {
    const {whenNearOrIdle} = await load();
    const block = element();
    const run = vi.fn();
    const cancel = whenNearOrIdle(block, run);
    cancel();
    observe!([{target: block, isIntersecting: true}]);
    runIdle();
    expect(run).not.toHaveBeenCalled();
  });

  it('uses a timer where the browser has no requestIdleCallback', async () => {
    const timers: Array<() => void> = [];
    vi.stubGlobal('window', {setTimeout: (callback: () => void) => timers.push(callback)});
    const {whenNearOrIdle} = await load();
    const run = vi.fn();
    whenNearOrIdle(element(), run);
    expect(timers).toHaveLength(1);
    timers[0]();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
