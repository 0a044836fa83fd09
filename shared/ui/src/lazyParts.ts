import { createElement, use, type ComponentType } from 'react';

type Loaded<P> = Promise<P> & { status?: 'fulfilled'; value?: P };

/**
 * Chakra parts that only some pages use, in a chunk of their own (`load`: a dynamic import with its chunk's
 * name): @portal/ui's core is one shared module on every route, so what it exports directly comes with every page.
 * It exports lazy wrappers instead (`namespace`, `part`), each rendering the real part from the chunk. The chunk
 * belongs to the @portal/ui singleton, so its parts share the one Chakra system.
 *
 * `preload` starts loading the chunk (once) and returns the promise: a page or a package that will show the
 * parts calls it early, so they are usually there before they render; until they are, a wrapper suspends (the
 * page's Suspense boundary shows its busy message). A failed load is asked for once more at once, so one lost
 * request (a network blip) shows nothing. Failing again, it is forgotten: a part waiting for it shows the page's
 * load failure, whose Retry (like the next page that preloads) asks for the chunk afresh.
 */
export function lazyParts<P extends object>(load: () => Promise<P>) {
  let loading: Loaded<P> | undefined;

  function preload(): Promise<P> {
    if (!loading) {
      const promise: Loaded<P> = load().catch(load);
      // Marked as React's `use` reads it: once loaded, parts render without suspending.
      promise.then(
        (parts) => {
          promise.status = 'fulfilled';
          promise.value = parts;
        },
        () => {
          if (loading === promise) loading = undefined;
        },
      );
      loading = promise;
    }
    return loading;
  }

  /** The parts, read by a part as it renders: once loaded, directly; until then through React's `use`, which
   * suspends. (Read through `use` even once loaded, a wizard correcting its step in the URL was held back in Jest
   * until the test awaited: the wizard's tests in @portal/forms fail that way.) */
  function useLoaded(): P {
    const parts = preload();
    const { status, value } = parts as Loaded<P>;
    return status === 'fulfilled' ? value! : use(parts);
  }

  /** A lazy wrapper for a Chakra namespace (`Checkbox.Root`, `Menu.Item`, …) whose parts render the real ones. A
   * namespace's parts are named in PascalCase; any other name (`then`, `toJSON`, React's `$$typeof`) is not a part. */
  function namespace<K extends keyof P>(name: K): P[K] {
    const made = new Map<string, ComponentType<object>>();
    return new Proxy({} as P[K] & object, {
      get(_target, key) {
        if (typeof key !== 'string' || !/^[A-Z]/.test(key)) return undefined;
        let Part = made.get(key);
        if (!Part) {
          const Lazy = (props: object) => {
            const real = useLoaded()[name] as unknown as Record<string, ComponentType<object>>;
            return createElement(real[key]!, props);
          };
          Lazy.displayName = `${String(name)}.${key}`;
          Part = Lazy;
          made.set(key, Part);
        }
        return Part;
      },
    });
  }

  /** A lazy wrapper for a single Chakra part (`Input`, `Textarea`) that renders the real one. */
  function part<K extends keyof P>(name: K): P[K] {
    const Lazy = (props: object) =>
      createElement(useLoaded()[name] as unknown as ComponentType<object>, props);
    Lazy.displayName = String(name);
    return Lazy as unknown as P[K];
  }

  return { preload, useLoaded, namespace, part };
}
