import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';

/** Routes rendered inside `element` (a layout, or a guard that lets only some users through): no path of its own. */
export const layoutRoute = (element: ReactElement, children: RouteObject[]): RouteObject => ({
  element,
  children,
});

/** A route per page, from a table of paths (relative to their parent) and the page each one shows. */
export const pageRoutes = (pages: Record<string, ComponentType>): RouteObject[] =>
  Object.entries(pages).map(([path, Page]) => ({ path, element: <Page /> }));
