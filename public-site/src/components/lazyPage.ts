import { lazy, type ComponentType } from 'react';

type PageModule<P> = { default: ComponentType<P> };

const loaders: Array<() => Promise<unknown>> = [];

/**
 * `React.lazy` for a page's code, which the server can load ahead of rendering: once loaded it is
 * handed to React synchronously, so the server never renders a suspended boundary (React would
 * finish one with an inline script, which the Content Security Policy blocks). In the browser it
 * is an ordinary lazy component whose chunk the server preloads.
 */
export function lazyPage<P>(load: () => Promise<PageModule<P>>) {
  let loaded: PageModule<P> | null = null;
  const preload = () => load().then((module) => (loaded = module));
  loaders.push(preload);
  // A thenable that answers at once when the module is already here: React then renders without suspending.
  return lazy(() =>
    loaded
      ? ({ then: (resolve: (module: PageModule<P>) => void) => resolve(loaded!) } as unknown as Promise<PageModule<P>>)
      : preload(),
  );
}

/** Loads every lazily loaded page (the server, before its first render). */
export const preloadPages = async (): Promise<void> => {
  await Promise.all(loaders.map((load) => load()));
};
