import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepContext } from '../form/step';

type FieldsComponent = ComponentType<{ ctx: StepContext }>;

/** A step's fields loaded only when needed: the chunk of a step most applicants never open on a first visit (the
 * fees and documents steps) is fetched when the wizard comes near it, not with the first step. `preload` starts
 * the fetch early (the page calls it for the step after the current one); rendering waits in a Suspense. */
export type LazyFields = LazyExoticComponent<FieldsComponent> & { preload: () => Promise<unknown> };

export function lazyFields(load: () => Promise<{ default: FieldsComponent }>): LazyFields {
  let loading: Promise<{ default: FieldsComponent }> | undefined;
  const once = () => {
    // A failed fetch (offline) is tried again on the next call, not remembered.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}

export const canPreload = (fields: unknown): fields is { preload: () => Promise<unknown> } =>
  typeof (fields as { preload?: unknown } | null)?.preload === 'function';
