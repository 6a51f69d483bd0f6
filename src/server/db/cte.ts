/**
 * Pieces of one SQL statement written by different modules. Placing an order is one statement (for
 * speed), yet each table it writes is written by the module that owns that table: the module hands
 * placement its piece as a drizzle `sql` fragment, reading what an earlier piece made through that
 * piece's CTE, named here with the shape of its rows.
 */
import { sql, type SQL } from 'drizzle-orm';

declare const rowsOf: unique symbol;

/** A CTE's name within the statement being built; its rows (none or more) have `Rows`' columns. */
export type Cte<Rows> = SQL & { readonly [rowsOf]?: Rows };

export const cteNamed = <Rows>(name: string): Cte<Rows> => sql`${sql.identifier(name)}` as Cte<Rows>;

/** A piece whose values are placeholders, and the values that fill them at each run. */
export interface StatementPiece {
  sql: SQL;
  values: Record<string, unknown>;
}

/**
 * A piece another module gives a statement built once per shape (../db/database.ts,
 * statementsByShape): `name` tells its text apart among that statement's shapes.
 */
export interface NamedPiece extends StatementPiece {
  name: string;
}
