/**
 * The till computer's own zone for a file's tests (TZ, which Node reads again whenever it is set): a
 * time printed on the shop's clock then cannot have come from the computer's by chance.
 */
import { afterAll, beforeAll } from 'vitest';

export function tillClockIn(timeZone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
