import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

type ComponentModule<P> = { default: ComponentType<P> };

/**
 * A lazily loaded component whose module is remembered once here: `lazy()` then hands it to React
 * synchronously (a thenable that answers at once), so React renders it without suspending. A
 * suspended boundary would show its fallback first and, in React 19, reveal the component only
 * after its fallback throttle (300 ms), and on the server it is finished by an inline script the
 * Content Security Policy blocks. `lazy()` makes a new component each call, so a failed load can be
 * tried again.
 */
export function loadable<P>(load: () => Promise<ComponentModule<P>>): {
  load: () => Promise<ComponentModule<P>>;
  lazy: () => LazyExoticComponent<ComponentType<P>>;
} {
  type M = ComponentModule<P>;
  let loaded: M | null = null;
  const loadOnce = () => (loaded ? Promise.resolve(loaded) : load().then((module) => (loaded = module)));
  const component = () =>
    lazy(() =>
      loaded ? ({ then: (resolve: (module: M) => void) => resolve(loaded!) } as unknown as Promise<M>) : loadOnce(),
    );
  return { load: loadOnce, lazy: component };
}

/**
 * Runs `prefetch` once the page is idle after it mounted (within 5 s at the latest): for code a tap
 * will want, so the tap finds it here and nothing to evaluate first.
 */
export function usePrefetchWhenIdle(prefetch: () => void): void {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 3000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(prefetch, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [prefetch]);
}

const loaders: Array<() => Promise<unknown>> = [];

/**
 * `React.lazy` for a page's code, which the server loads ahead of rendering, so it never renders a
 * suspended boundary. In the browser it is an ordinary lazy component whose chunk the server preloads.
 */
export function lazyPage<P>(load: () => Promise<ComponentModule<P>>) {
  const page = loadable(load);
  loaders.push(page.load);
  return page.lazy();
}

/** Loads every lazily loaded page (the server, before its first render). */
export const preloadPages = async (): Promise<void> => {
  await Promise.all(loaders.map((load) => load()));
};
