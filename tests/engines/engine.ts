/**
 * What the smoke checks need of a browser, the same for every engine: each
 * engine's driver (firefox.ts, webkit.ts) implements it over its own protocol.
 */
export type Engine = {
  /** `firefox` or `webkit`, used in test names and screenshot file names. */
  readonly name: string;
  /** The browser's own name and version, as its driver reports them. */
  readonly version: string;
  /** Opens a path of the site and waits for the page's load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function in the page (it is sent as source text: it may use only its arguments). */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** A real click, from the driver's input devices, on the first element the selector matches. */
  click(selector: string): Promise<void>;
  /** Types text, key by key, into the element the selector matches. */
  type(selector: string, text: string): Promise<void>;
  /** Sets the size of the page's viewport (WebKit: of the window, whose content is as wide). */
  setViewport(width: number, height: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** The console errors and uncaught errors of the pages since the last call, then forgets them. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
};
