/**
 * A backup's format: the database folder as a gzipped ustar tarball, the format PGlite's own
 * `dumpDataDir` writes and its `loadDataDir` reads. Written as a stream (on the packing worker's
 * thread, packing.ts); read back whole and checked
 * (gzip's own length and CRC, then every entry's header) before PGlite is given it, since PGlite
 * takes a damaged one for a crash of its own.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';

const BLOCK = 512;
const REGULAR_FILE = '0';
const DIRECTORY = '5';

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

function header(name: string, type: typeof REGULAR_FILE | typeof DIRECTORY, size: number, mtimeMs: number) {
  if (Buffer.byteLength(name) > 100) throw new Error(`${name}: too long a name for a tar header`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0);
  block.write(octal(type === DIRECTORY ? 0o700 : 0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtimeMs / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write(type, 156);
  block.write('ustar\u000000', 257, 'latin1');
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return block;
}

async function* tarOf(folder: string): AsyncGenerator<Buffer> {
  // Recursive readdir lists a folder before what is in it, as a tar reader wants.
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const name = relative(folder, path).split(sep).join('/');
    const { size, mtimeMs } = await stat(path);
    if (entry.isDirectory()) {
      yield header(name, DIRECTORY, 0, mtimeMs);
    } else if (entry.isFile()) {
      yield header(name, REGULAR_FILE, size, mtimeMs);
      yield* createReadStream(path, { highWaterMark: 1 << 20 });
      if (size % BLOCK) yield Buffer.alloc(BLOCK - (size % BLOCK));
    }
  }
  yield Buffer.alloc(2 * BLOCK);
}

/** Writes `folder` (which nothing changes meanwhile) as a gzipped tarball into the new file `out`. */
export async function writeTarball(folder: string, out: string): Promise<void> {
  await pipeline(tarOf(folder), createGzip({ chunkSize: 1 << 20 }), createWriteStream(out, { flags: 'wx' }));
}

const text = (block: Uint8Array, at: number, length: number) =>
  Buffer.from(block.subarray(at, at + length))
    .toString('latin1')
    .replace(/\0.*$/s, '');

/** Why `tar` is not a whole tarball of a database folder, or null if it is. */
function damageIn(tar: Uint8Array): string | null {
  let holdsDatabase = false;
  for (let offset = 0, entry = 1; ; entry++) {
    if (offset + BLOCK > tar.length) return `it ends inside entry ${entry}`;
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0))
      return holdsDatabase ? null : 'it holds no database (no PG_VERSION)';
    if (!text(block, 257, 6).startsWith('ustar')) return `entry ${entry} has no tar header`;
    const checksum = block.reduce((sum, byte, i) => sum + (i >= 148 && i < 156 ? 32 : byte), 0);
    if (parseInt(text(block, 148, 8), 8) !== checksum) return `entry ${entry}'s header is damaged`;
    const size = parseInt(text(block, 124, 12), 8) || 0;
    if (text(block, 0, 100).replace(/^\/+/, '') === 'PG_VERSION') holdsDatabase = true;
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}

/** The tarball inside the backup `file`, checked whole; throws saying why it is not a backup. */
export async function readTarball(file: string): Promise<Buffer> {
  const notABackup = (why: string) => new Error(`${file} is not a backup this shop can restore: ${why}`);
  const gzipped = await readFile(file);
  const tar = await promisify(gunzip)(gzipped).catch((error: Error) => {
    throw notABackup(`it is not whole gzip data (${error.message})`);
  });
  const damage = damageIn(tar);
  if (damage) throw notABackup(damage);
  return tar;
}
