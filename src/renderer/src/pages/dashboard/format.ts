/** An order's ISO timestamp as the medium date the rest of the shop shows, e.g. "Nov 22, 2026". */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The time of day of an ISO timestamp, e.g. "4:16 PM". */
export const formatTime = (iso: string): string =>
  new Date(iso).toLocaleTimeString('en-US', { timeStyle: 'short' });
