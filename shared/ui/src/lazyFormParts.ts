import { createElement, use, type ComponentType } from 'react';

type FormParts = typeof import('./formParts');
type PartsPromise = Promise<FormParts> & { status?: 'fulfilled'; value?: FormParts };

let loading: PartsPromise | undefined;

const importParts = () => import(/* webpackChunkName: "ui-form-parts" */ './formParts');

/**
 * Starts loading the form parts (once) and returns the promise. @portal/forms calls it when it loads, and so
 * does a page with a form part of its own (the shell's /dev/config, a remote's dev harness), so the parts are
 * usually there before a field renders; until they are, a field suspends (the page's Suspense boundary shows
 * its busy message). The chunk belongs to the @portal/ui singleton, so the parts share its one Chakra system.
 *
 * A failed load is asked for once more at once, so one lost request (a network blip) shows nothing. Failing
 * again, it is forgotten: a field waiting for it shows the page's load failure, whose Retry (like the next
 * form) asks for the chunk afresh.
 */
export function preloadFormParts(): Promise<FormParts> {
  if (!loading) {
    const promise: PartsPromise = importParts().catch(importParts);
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
function useLoadedParts(): FormParts {
  const parts = preloadFormParts();
  const { status, value } = parts as PartsPromise;
  return status === 'fulfilled' ? value! : use(parts);
}

/** A stand-in for a Chakra namespace (`Checkbox.Root`, `Combobox.Input`, …) whose parts render the
 * real ones from the form-parts chunk. */
function lazyNamespace<K extends keyof FormParts>(name: K): FormParts[K] {
  const parts = new Map<string, ComponentType<object>>();
  return new Proxy({} as FormParts[K], {
    get(_target, part) {
      if (typeof part !== 'string') return undefined;
      let Part = parts.get(part);
      if (!Part) {
        const Lazy = (props: object) => {
          const namespace = useLoadedParts()[name] as unknown as Record<string, ComponentType<object>>;
          return createElement(namespace[part]!, props);
        };
        Lazy.displayName = `${name}.${part}`;
        Part = Lazy;
        parts.set(part, Part);
      }
      return Part;
    },
  });
}

/** A stand-in for a single Chakra part (`Input`, `Textarea`) that renders the real one from the form-parts
 * chunk. */
function lazyPart<K extends keyof FormParts>(name: K): FormParts[K] {
  const Lazy = (props: object) =>
    createElement(useLoadedParts()[name] as unknown as ComponentType<object>, props);
  Lazy.displayName = name;
  return Lazy as unknown as FormParts[K];
}

/** The form parts that are not components (the combobox's `createListCollection` and `useFilter`): a field
 * calling it suspends until the chunk has arrived, as a lazy part does. */
export function useFormParts(): Pick<FormParts, 'createListCollection' | 'useFilter'> {
  return useLoadedParts();
}

export const Checkbox = lazyNamespace('Checkbox');
export const Collapsible = lazyNamespace('Collapsible');
export const Combobox = lazyNamespace('Combobox');
export const Field = lazyNamespace('Field');
export const Input = lazyPart('Input');
export const InputGroup = lazyPart('InputGroup');
export const NativeSelect = lazyNamespace('NativeSelect');
export const RadioGroup = lazyNamespace('RadioGroup');
export const Textarea = lazyPart('Textarea');
