/**
 * `npm test`'s Electron security review: runs @doyensec/electronegativity over the sources (src) and
 * the desktop build (out), and fails on any HIGH finding, or any MEDIUM one whose check is not in
 * src/main/electronegativity-reviewed.json with the reason it is acceptable.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reviewed = JSON.parse(readFileSync('src/main/electronegativity-reviewed.json', 'utf8'));
const electronVersion = JSON.parse(readFileSync('node_modules/electron/package.json', 'utf8')).version;
const inputs = ['src', 'out'];

/** RFC 4180 rows: quoted fields may hold commas and doubled quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') (row.push(field.trim()), (field = ''));
    else if (c === '\n') (row.push(field.trim()), rows.push(row), (row = []), (field = ''));
    else if (c !== '\r') field += c;
  }
  if (field.trim() !== '' || row.length > 0) rows.push([...row, field.trim()]);
  return rows;
}

const dir = mkdtempSync(join(tmpdir(), 'electronegativity-'));
const findings = [];
try {
  for (const input of inputs) {
    if (!existsSync(input)) {
      console.error(`electronegativity: ${input}/ is missing (run npm run build:desktop first)`);
      process.exit(1);
    }
    const output = join(dir, `${input}.csv`);
    const run = spawnSync(
      'npx',
      ['electronegativity', '-i', input, '-o', output, '-r', '-e', electronVersion, '-v', 'false'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (run.status !== 0 || !existsSync(output)) {
      console.error(`electronegativity did not complete over ${input}/ (exit ${run.status})`);
      process.exit(1);
    }
    const [header, ...rows] = parseCsv(readFileSync(output, 'utf8'));
    const at = (name) => header.indexOf(name);
    for (const row of rows.filter((r) => r.length === header.length)) {
      findings.push({
        check: row[at('issue')],
        severity: row[at('severity')],
        where: `${input}/${row[at('filename')]}:${row[at('location')]}`,
      });
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const blocking = findings.filter(
  (f) =>
    f.severity === 'HIGH' || f.severity === 'CRITICAL' || (f.severity === 'MEDIUM' && !reviewed[f.check]),
);
for (const f of findings) {
  const verdict = blocking.includes(f) ? 'NOT ACCEPTED' : reviewed[f.check] ? 'reviewed' : 'below medium';
  console.log(`${f.severity.padEnd(13)} ${f.check.padEnd(32)} ${f.where}  [${verdict}]`);
}
if (blocking.length > 0) {
  console.error(
    `\nelectronegativity: ${blocking.length} finding(s) not accepted. Fix them, or add the check to ` +
      'src/main/electronegativity-reviewed.json with the reason it is safe (MEDIUM only).',
  );
  process.exit(1);
}
console.log(`\nelectronegativity: ${findings.length} finding(s), none high, every medium one reviewed.`);
