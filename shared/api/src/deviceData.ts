/**
 * What a page keeps of a student on this device, in local storage, so that nothing typed is lost when a tab
 * closes or the network goes away (e.g. the enrolment wizard's unsent answers). Each entry belongs to one
 * student and one name; every entry is forgotten when a student signs out here or in another tab (the shell
 * calls forgetDeviceData), so the next person at a shared computer finds nothing of them.
 */
export const DEVICE_DATA_PREFIX = 'portal.device.';

const storageOf = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage turned off: nothing is kept
  }
};

export interface DeviceEntry<T> {
  read(): T | undefined;
  /** Keeps `value`; false when the browser would not (storage full or turned off). */
  write(value: T): boolean;
  remove(): void;
}

/** The entry `name` of the student `studentId` (e.g. deviceEntry('enrol', 'UP-1')). */
export function deviceEntry<T>(
  name: string,
  studentId: string,
  storage: Storage | undefined = storageOf(),
): DeviceEntry<T> {
  const key = `${DEVICE_DATA_PREFIX}${name}.${studentId}`;
  return {
    read() {
      try {
        const text = storage?.getItem(key);
        return text ? (JSON.parse(text) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        storage?.setItem(key, JSON.stringify(value));
        return storage !== undefined;
      } catch {
        return false;
      }
    },
    remove() {
      try {
        storage?.removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}

/** Forgets every device entry of every student (on sign-out). */
export function forgetDeviceData(storage: Storage | undefined = storageOf()): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => !!key?.startsWith(DEVICE_DATA_PREFIX),
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage turned off
  }
}
