/**
 * The fields of a partial write that were sent: a field left out (undefined) is not written, so
 * the row keeps what it had; one sent as null clears it.
 */
export function sentFields<T extends object, K extends keyof T>(
  input: T,
  keys: readonly K[],
): { [P in K]?: Exclude<T[P], undefined> } {
  const sent: { [P in K]?: Exclude<T[P], undefined> } = {};
  for (const key of keys) {
    if (input[key] !== undefined) sent[key] = input[key] as Exclude<T[K], undefined>;
  }
  return sent;
}
