/**
 * A tagged template building SQL from its values, as drizzle's `sql` does. The shared rules that a
 * statement needs too (./stock.ts, ./cashRounding.ts) take the caller's tag, so the modules the
 * browser loads name no database library.
 */
export type SqlTag<Fragment> = (strings: TemplateStringsArray, ...values: unknown[]) => Fragment;
