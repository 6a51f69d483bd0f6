/** A customer's statement saved as a file (docs/credit.md). */

/** A statement's days, as its screen, its PDF's download and the desktop's save send them: left out, the whole account to today. */
export interface StatementPeriod {
  from?: string;
  to?: string;
}

/** `statement-jane-contractor-2026-09-01-to-2026-11-30.pdf`: whose, and which days (`start` or `today` for a side left open). */
export function statementPdfFilename(name: string, { from, to }: StatementPeriod): string {
  const who = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60);
  return `statement-${who || 'customer'}-${from ?? 'start'}-to-${to ?? 'today'}.pdf`;
}
