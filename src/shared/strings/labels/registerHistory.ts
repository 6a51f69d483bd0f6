/** The Register history page's words (docs/counter-screen.md): past register sessions and their Z reports. */
export const registerHistoryText = {
  menu: 'Register history',
  title: 'Register history',
  none: 'No register has been closed yet',
  columns: {
    session: 'Session',
    closed: 'Closed',
    sales: 'Sales',
    counted: 'Counted',
    difference: 'Difference',
    report: 'Z report',
  },
  view: 'View',
  viewOf: (session: string) => `Z report of ${session}`,
} as const;
