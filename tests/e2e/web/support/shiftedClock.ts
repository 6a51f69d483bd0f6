/**
 * Loaded into a shop server (`node --import`) to run its clock `E2E_CLOCK_OFFSET_DAYS` days off today's:
 * `Date.now()` and `new Date()` both, and so the embedded database's `now()` (PGlite asks the same
 * clock). A spec starts its shop in the past, trades, and starts it again on today's clock: its invoices
 * are then as old as the offset, with nothing else faked. Only a shift into the past keeps the identity
 * emulator's tokens valid (their expiry is on today's clock).
 */
const offsetMs = Number(process.env.E2E_CLOCK_OFFSET_DAYS ?? 0) * 86_400_000;

if (offsetMs !== 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offsetMs);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return RealDate.now() + offsetMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
