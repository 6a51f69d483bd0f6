/**
 * `GET /`'s bytes, serialised once per catalogue change. Before answering, an instance
 * reads the catalogue's version (one single-row select); when it is the version the cached bytes
 * were built from, the bytes are served as they are. A write whose response has been sent has
 * committed its version bump, so the next request on any instance sees a newer version and rebuilds.
 *
 * Concurrent requests share database work: a request joins a version read only if that read starts
 * after the request arrived (an older read might predate a write the client already saw), and one
 * rebuild serves every request waiting for the same version. Compressed copies are made once per
 * version and encoding, when first asked for.
 *
 * Where this process is the database's only client (embedded PGlite), no other process can write,
 * and the version read is skipped while this process has begun no catalogue write since the last
 * version read was issued. That read cannot have missed a write that bumped the version before the
 * read was issued: every bump happens inside its write's `db.transaction`, and PGlite runs a query
 * only once any open transaction has ended.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { asc, isNull } from 'drizzle-orm';
import { isSoleClient, type Database } from '../db/database';
import { products } from '../db/schema';
import type { PrecompressedEncoding } from '../http/contentEncoding';
import { productOut } from '../serialize';
import { catalogueWritesStartedHere, readCatalogueVersion } from './catalogueVersion';
import { liveVariantsOf } from './variants';

const compressors: Record<PrecompressedEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes),
};

export interface CatalogueSnapshot {
  version: number;
  /** The JSON array `GET /` answers. */
  json: Buffer;
  /** A weak validator over the JSON's bytes: equal on every instance for equal catalogues. */
  etag: string;
  /** The JSON compressed with `encoding`, made on first use. */
  encoded(encoding: PrecompressedEncoding): Promise<Buffer>;
}

async function buildSnapshot(db: Database, version: number): Promise<CatalogueSnapshot> {
  const [rows, variants] = await Promise.all([
    db
      .select()
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.createdAt), asc(products.id)),
    liveVariantsOf(db, null),
  ]);
  const json = Buffer.from(JSON.stringify(rows.map((row) => productOut(row, variants.get(row.id) ?? []))));
  const etag = `W/"${createHash('sha256').update(json).digest('base64url')}"`;
  const copies = new Map<PrecompressedEncoding, Promise<Buffer>>();
  return {
    version,
    json,
    etag,
    encoded(encoding) {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compressors[encoding](json);
        copies.set(encoding, copy);
        // A failed compression is retried by the next request rather than remembered.
        copy.catch(() => copies.delete(encoding));
      }
      return copy;
    },
  };
}

export class CatalogueCache {
  private snapshot: CatalogueSnapshot | null = null;
  /** The newest version read, and how many catalogue writes this process had begun when it was issued. */
  private lastRead: { version: number; writesStarted: number } | null = null;
  private rebuild: { version: number; promise: Promise<CatalogueSnapshot> } | null = null;
  /** The read under way, which callers arriving now must not rely on. */
  private runningRead: Promise<number> | null = null;
  /** The next read, not started yet: every caller until it starts may share it. */
  private scheduledRead: Promise<number> | null = null;

  /** No process but this one uses the database, so every catalogue write begins here. */
  private readonly soleClient: boolean;

  constructor(private readonly db: Database) {
    this.soleClient = isSoleClient(db);
  }

  /** The catalogue as of this call: every write committed before it is in the answer. */
  async current(): Promise<CatalogueSnapshot> {
    if (this.soleClient && this.snapshot && this.lastRead) {
      const { version, writesStarted } = this.lastRead;
      if (writesStarted === catalogueWritesStartedHere() && this.snapshot.version >= version)
        return this.snapshot;
    }
    const version = await this.versionReadFromNow();
    if (this.snapshot && this.snapshot.version >= version) return this.snapshot;
    let rebuild = this.rebuild;
    if (!rebuild || rebuild.version < version) {
      const promise = buildSnapshot(this.db, version).then((built) => {
        if (!this.snapshot || this.snapshot.version < built.version) this.snapshot = built;
        return built;
      });
      const started = { version, promise };
      this.rebuild = rebuild = started;
      const done = () => {
        if (this.rebuild === started) this.rebuild = null;
      };
      promise.then(done, done);
    }
    return rebuild.promise;
  }

  /**
   * The catalogue's version as of this call, which `current()` checks too: read (shared with other
   * callers) unless, as the database's only client, this process has begun no catalogue write since
   * the last read was issued. What a product's page is cached by.
   */
  version(): Promise<number> {
    const last = this.lastRead;
    if (this.soleClient && last && last.writesStarted === catalogueWritesStartedHere()) {
      return Promise.resolve(last.version);
    }
    return this.versionReadFromNow();
  }

  /**
   * A version read that starts no earlier than now. The read waits for the event loop's next check
   * phase, so every request parsed in the same turn shares it (on embedded PGlite a query costs
   * CPU on this very thread); once it has started, later callers wait for the next one.
   */
  private versionReadFromNow(): Promise<number> {
    this.scheduledRead ??= (this.runningRead ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        const writesStarted = catalogueWritesStartedHere();
        const read = readCatalogueVersion(this.db);
        this.scheduledRead = null;
        this.runningRead = read;
        const done = () => {
          if (this.runningRead === read) this.runningRead = null;
        };
        read.then((version) => {
          this.lastRead = { version, writesStarted };
          done();
        }, done);
        return read;
      });
    return this.scheduledRead;
  }
}
