#!/usr/bin/env node
/**
 * `npm run desktop:install`: fetches the Electron binary that the `electron` package needs to run.
 *
 * npm installs the `electron` package without running its install script (package.json's
 * allowScripts keeps it off: the script downloads a ~100 MB archive from GitHub, or ELECTRON_MIRROR,
 * which an offline or registry-only machine cannot reach). This runs that same step on purpose:
 * `node node_modules/electron/install.js`, which downloads the archive for this platform, checks it
 * against the checksums shipped in the package, and unpacks it into node_modules/electron/dist.
 * Nothing else is changed. Building (`npm run build:desktop`) and the main-process tests do not need
 * it; running the app and the Electron end-to-end tests do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

let electronDir;
try {
  electronDir = dirname(require.resolve('electron/package.json'));
} catch {
  console.error('The electron package is not installed: run `npm install` first.');
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'));

function installedBinary() {
  try {
    const binary = join(electronDir, 'dist', readFileSync(join(electronDir, 'path.txt'), 'utf8'));
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const present = installedBinary();
if (present) {
  console.log(`Electron ${version} is already installed: ${present}`);
  process.exit(0);
}

console.log(`Downloading the Electron ${version} binary for ${process.platform}-${process.arch}…`);
console.log(`(runs ${join(electronDir, 'install.js')}; set ELECTRON_MIRROR to use a mirror)`);
const run = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
  cwd: electronDir,
  stdio: 'inherit',
  env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '' },
});

const installed = installedBinary();
if (run.status !== 0 || !installed) {
  console.error(
    [
      '',
      'Could not install the Electron binary.',
      'Electron downloads it from GitHub (or ELECTRON_MIRROR); this machine could not fetch it, most',
      'likely because it has no internet access beyond the npm registry.',
      'Run `npm run desktop:install` on a machine with network access. Until then the desktop app',
      'cannot start and the Electron end-to-end tests are skipped; building and the unit tests still work.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`Electron ${version} installed: ${installed}`);
if (process.platform === 'linux') {
  console.log(
    'On Linux it also needs the usual desktop libraries (e.g. Debian: libnss3 libgtk-3-0 libasound2 libgbm1).',
  );
}
