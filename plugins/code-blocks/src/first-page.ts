/**
 * Whether React is still hydrating the first page the reader opened: true in
 * the browser until Docusaurus has rendered the first route. It calls the
 * client modules' `onRouteDidUpdate` in the commit that makes the first page
 * live, then after each navigation; this module is one of the plugin's client
 * modules (../index.ts, `getClientModules`).
 *
 * Why not `useIsBrowser()`, which tells the same thing: reading a context
 * subscribes the component to it, and Docusaurus turns that one to true right
 * after hydration, so every code block rendered again, all in one update that
 * React does not split (on /api/Strapi 80 blocks, five components each).
 * A code block asks this once, when it mounts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

let firstRouteRendered = false;

export function onRouteDidUpdate(): void {
  firstRouteRendered = true;
}

export function hydratingFirstPage(): boolean {
  return ExecutionEnvironment.canUseDOM && !firstRouteRendered;
}
