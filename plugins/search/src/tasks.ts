/**
 * What a page's commands and methods do, read from its tables: a table
 * whose first column names commands, methods or members and another column
 * says what each does ("Method | What it does", "Member | Behaviour") gives
 * one line per row, the name and what it does. The lines join the page's
 * descriptors (./sections.ts), so a question phrased as the task ("write a
 * file in the app directory") finds the page whose method does it, above
 * pages that only share its nouns.
 *
 * Flag and option tables are left out: measured with
 * `npm run bench:search -- --tuning-only`, they moved other pages above the
 * one that answers.
 */

/** A table as the indexing reads it: its header cells and each body row's cells, as text. */
export type TaskTable = {header: string[]; rows: string[][]};

/** `Member`, or the members of one type: `` `LocalFileSourceProvider` member ``. */
const NAMES = /^(?:[\w$]+\s+)?(command|method|member)s?\b/i;
const SAYS = /^(effect|meaning|what it does|description|notes?|behaviou?r)$/i;

/** One line per named command, method or member: its name and what it does. */
export function tasksOf(tables: TaskTable[]): string[] {
  const lines: string[] = [];
  for (const {header, rows} of tables) {
    const says = header.findIndex((cell, column) => column > 0 && SAYS.test(cell.trim()));
    if (!NAMES.test(header[0]?.trim() ?? '') || says < 0) continue;
    for (const cells of rows) {
      const [name, does] = [cells[0]?.trim(), cells[says]?.trim()];
      if (name && does) lines.push(`${name} ${does}`);
    }
  }
  return lines;
}
