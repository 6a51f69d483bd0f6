/**
 * `npm test`'s Electron security review: runs @doyensec/electronegativity over the sources (src) and
 * the desktop build (out), and fails on any HIGH finding, or any MEDIUM one whose check is not in
 * src/main/electronegativity-reviewed.json with the reason it is acceptable. The tool is called
 * through its API: its CLI writes the CSV header and rows with two racing writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const runElectronegativity = require('@doyensec/electronegativity');
const reviewed = JSON.parse(readFileSync('src/main/electronegativity-reviewed.json', 'utf8'));
const electronVersion = require('electron/package.json').version;
const inputs = ['src', 'out'];

const findings = [];
for (const input of inputs) {
  if (!existsSync(input)) {
    console.error(`electronegativity: ${input}/ is missing (run npm run build:desktop first)`);
    process.exit(1);
  }
  const { issues, errors } = await runElectronegativity({
    input,
    isRelative: true,
    electronVersionOverride: electronVersion,
  });
  for (const error of errors)
    console.warn(`electronegativity could not parse ${error.file}: ${error.message}`);
  for (const issue of issues) {
    findings.push({
      check: issue.id,
      severity: issue.severity.name,
      where: `${input}/${issue.file}:${issue.location.line}:${issue.location.column}`,
    });
  }
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
