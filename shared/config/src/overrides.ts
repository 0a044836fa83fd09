import { CLIENT_CONFIG_KEY } from './constants';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: unknown): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What `value` changes of `base`: only the differing leaves (arrays compare whole). Undefined when equal. */
export function diffConfig(base: unknown, value: unknown): Json | undefined {
  if (isObject(base) && isObject(value)) {
    const out: Record<string, Json> = {};
    for (const key of Object.keys(value)) {
      const d = diffConfig(base[key], value[key]);
      if (d !== undefined) out[key] = d;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return JSON.stringify(base) === JSON.stringify(value) ? undefined : (value as Json);
}

/** `base` with `patch` laid over it, deeply for objects. */
export function mergeConfig<T>(base: T, patch: unknown): T {
  if (!isObject(base) || !isObject(patch)) return (patch === undefined ? base : patch) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, v] of Object.entries(patch))
    out[key] = mergeConfig((base as Record<string, unknown>)[key], v);
  return out as T;
}

/** The overrides saved by /edit/config, or undefined (none, unreadable storage, or bad JSON: only logged). */
export function readOverrides(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): unknown {
  try {
    const raw = storage?.getItem(CLIENT_CONFIG_KEY);
    return raw ? JSON.parse(raw) : undefined;
  } catch (error) {
    console.warn('Ignoring unreadable configuration overrides', error);
    return undefined;
  }
}

/** Saves `config` as its difference from `defaults`; nothing is stored when they are equal. */
export function saveOverrides(
  defaults: unknown,
  config: unknown,
  storage: Storage = globalThis.localStorage,
): void {
  const diff = diffConfig(defaults, config);
  if (diff === undefined) storage.removeItem(CLIENT_CONFIG_KEY);
  else storage.setItem(CLIENT_CONFIG_KEY, JSON.stringify(diff));
}

export function clearOverrides(storage: Storage = globalThis.localStorage): void {
  storage.removeItem(CLIENT_CONFIG_KEY);
}
