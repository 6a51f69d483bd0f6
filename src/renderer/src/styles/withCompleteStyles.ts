/**
 * Wraps a lazy module's import so the complete Mantine stylesheet arrives with it: the landing page
 * loads only its own share (./landing), and every screen beyond it (pages, menus, drawers) brings
 * the rest.
 */
export function withCompleteStyles<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, import('./complete')]).then(([loaded]) => loaded);
}
