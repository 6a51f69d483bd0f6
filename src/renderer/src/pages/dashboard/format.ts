/** An order's ISO timestamp as the medium date the rest of the shop shows, e.g. "Nov 22, 2026". */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
