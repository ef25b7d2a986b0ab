/**
 * What React renders in each commit of a page, counted in the browser through
 * the hook React calls for its developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`:
 * `inject` when react-dom starts, `onCommitFiberRoot` after every commit, in
 * production builds too). Installed before the page's scripts run
 * (`page.addInitScript(recordReactCommits)`); read with
 * `page.evaluate(() => window.__reactCommits)`.
 *
 * Per commit: `components`, the function and class components in the tree;
 * `mounted`, those new since the commit before (the first commit, hydration,
 * mounts them all); `rendered`, the others whose props or state changed
 * since then (rendered again). It knows
 * the shape of React 18's fibers (`child`, `sibling`, `alternate`, `type`,
 * `memoizedProps`, `memoizedState`): see UPGRADING.md.
 *
 * Runs inside the page: self-contained.
 */
export type ReactCommit = {components: number; rendered: number; mounted: number};

export function recordReactCommits(): void {
  type Fiber = {
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    type: unknown;
    memoizedProps: unknown;
    memoizedState: unknown;
  };
  const commits: ReactCommit[] = [];
  const seen = new WeakMap<Fiber, {props: unknown; state: unknown}>();
  (window as unknown as {__reactCommits: ReactCommit[]}).__reactCommits = commits;
  (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id: number, root: {current: Fiber}) {
      let components = 0;
      let rendered = 0;
      let mounted = 0;
      const stack: Fiber[] = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop()!;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
        if (typeof fiber.type !== 'function' && (typeof fiber.type !== 'object' || fiber.type === null)) continue;
        components += 1;
        const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
        if (!before) mounted += 1;
        else if (before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState) rendered += 1;
        const now = {props: fiber.memoizedProps, state: fiber.memoizedState};
        seen.set(fiber, now);
        if (fiber.alternate) seen.set(fiber.alternate, now);
      }
      commits.push({components, rendered, mounted});
    },
  };
}
