/**
 * The PGlite client drizzle is given. Drizzle sends the same result parsers with every query (dates,
 * timestamps and intervals, and arrays of them, left as text for its columns to read), and PGlite
 * merges parsers sent with a query into a copy of its own table of a few hundred, for every query:
 * 0.2 ms of CPU a query on the thread the database and the server share (tests/bench/PAYMENT.md).
 * So the instance takes those parsers as its own, once, and the client drops them from each query:
 * every row reads as drizzle's parsers read it, without the copy.
 */
import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';

const asText = (value: string): string => value;

/** Drizzle's parsers (drizzle-orm/pglite/session.js): the types whose values it reads as text. */
const TEXT_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};
const TEXT_PARSER_TYPES = new Set(Object.keys(TEXT_PARSERS));

/**
 * The options without parsers when they are exactly drizzle's, which the instance already has;
 * any others are passed on as they are, and PGlite merges them as before.
 */
function withoutInstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  // Run for every query: counted in place, without listing the keys.
  let typesSent = 0;
  for (const type in parsers) {
    if (!TEXT_PARSER_TYPES.has(type)) return options;
    typesSent++;
  }
  if (typesSent !== TEXT_PARSER_TYPES.size) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

/**
 * `pglite` with drizzle's parsers installed, and a client for drizzle that leaves them out of each
 * query, in a transaction too. Only drizzle's `query` and `transaction` are changed; the rest is
 * the instance's own. The instance must be read through drizzle only: a query of its own would get
 * those types as text too.
 */
export function pgliteForDrizzle(pglite: PGlite): PGlite {
  Object.assign(pglite.parsers, TEXT_PARSERS);
  const query: PGlite['query'] = (text, params, options) =>
    pglite.query(text, params, withoutInstalledParsers(options));
  const transaction: PGlite['transaction'] = (work) =>
    pglite.transaction((tx) =>
      work(
        Object.create(tx, {
          query: {
            value: ((text, params, options) =>
              tx.query(text, params, withoutInstalledParsers(options))) satisfies Transaction['query'],
          },
        }) as Transaction,
      ),
    );
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
