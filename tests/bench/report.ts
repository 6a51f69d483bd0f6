/**
 * A benchmark's report in tests/bench: each run rewrites the figures at its top, and the sections
 * below them under their own `## ` headings (what the figures mean and earlier runs, written by hand,
 * or another benchmark's figures) stay as they were.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function writeReport(file: string, figures: string): void {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const kept = previous.includes('\n## ') ? previous.slice(previous.indexOf('\n## ')) : '';
  writeFileSync(file, figures + kept);
}
