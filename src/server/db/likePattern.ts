/** A `LIKE`/`ILIKE` pattern matching `text` anywhere, with the pattern characters in it escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
