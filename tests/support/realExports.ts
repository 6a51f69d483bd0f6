/**
 * The real Shopify and WooCommerce exports kept beside the repository in `../shared/real-exports`
 * (their SOURCES.md says where each is from), read as they are, never copied in. In a git worktree
 * the repository's root is its main checkout's, which `../shared` sits beside.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

function repositoryRoot(): string {
  const here = resolve(import.meta.dirname, '../..');
  const commonDir = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
    cwd: here,
    encoding: 'utf8',
  }).trim();
  return dirname(commonDir);
}

export const REAL_EXPORTS = resolve(repositoryRoot(), '../shared/real-exports');

export type RealExport = 'shopify-jewelery.csv' | 'woocommerce-sample_products.csv';

export const readRealExport = (name: RealExport): string => readFileSync(resolve(REAL_EXPORTS, name), 'utf8');

/** Every http(s) address in `csv` pointed at `origin` instead, its host kept as the path's first part. */
export const withImagesAt = (csv: string, origin: string): string =>
  csv.replace(/https?:\/\/([a-z0-9.-]+)\//gi, (_, host: string) => `${origin}/${host}/`);
