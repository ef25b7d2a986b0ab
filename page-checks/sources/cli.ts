/** The command-line options shared by check-sources.ts and drift.ts. */
import {join} from 'node:path';
import {REPO_ROOT} from './pages';

export type CliOptions = {
  pages: string[];
  json: boolean;
  contentDir: string;
  positional: string[];
};

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = {pages: [], json: false, contentDir: join(REPO_ROOT, 'content'), positional: []};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--json') options.json = true;
    else if (arg === '--page' || arg === '--content') {
      const value = argv[++i];
      if (!value) throw new Error(`${arg} needs a value`);
      if (arg === '--page') options.pages.push(value);
      else options.contentDir = value;
    } else if (arg.startsWith('--page=')) options.pages.push(arg.slice('--page='.length));
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.positional.push(arg);
  }
  return options;
}
