import { lazy, type ComponentType } from 'react';

/**
 * The component a module exports as `name`, loaded by `load` on its first render (React's `lazy`
 * takes a default export only): the module becomes a chunk of its own, fetched when first needed.
 */
export const lazyExport = <
  Name extends string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React's `lazy` takes.
  Module extends Record<Name, ComponentType<any>>,
>(
  load: () => Promise<Module>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));
