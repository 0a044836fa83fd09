/**
 * What a page keeps of a student on this device, in local storage, so that nothing typed is lost when a tab
 * closes or the network goes away (e.g. the enrolment wizard's unsent answers). Each entry belongs to one
 * student and one name, and only for a while: it ends DEVICE_DATA_DAYS after its last write (an entry past
 * its end, or without one, is removed when read and when the portal starts). Every entry is forgotten when a
 * student signs out here or in another tab (the shell calls forgetDeviceData), and the entries of other
 * students when a student signs in (forgetOtherStudentsDeviceData), so the next person at a shared computer
 * finds nothing of them.
 */
export const DEVICE_DATA_PREFIX = 'portal.device.';

/** How long an entry is kept after its last write, in days. */
export const DEVICE_DATA_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The field of a stored entry that says when it ends (an ISO date and time). */
const EXPIRES_AT = 'expiresAt';

const storageOf = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage turned off: nothing is kept
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored value of an entry's text, without its end; undefined when the text is damaged, has no end
 * or is past it. */
function liveValue(text: string | null | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isRecord(stored)) return undefined;
    const { [EXPIRES_AT]: expiresAt, ...value } = stored;
    const end = typeof expiresAt === 'string' ? Date.parse(expiresAt) : NaN;
    return end > Date.now() ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface DeviceEntry<T extends object> {
  /** The value last written, while it has not ended (an ended one is removed). */
  read(): T | undefined;
  /** Keeps `value` for DEVICE_DATA_DAYS from now; false when the browser would not (storage full or off). */
  write(value: T): boolean;
  remove(): void;
}

/** The entry `name` (no dot in it) of the student `studentId` (e.g. deviceEntry('enrol', 'UP-1')); its value
 * is an object, stored as JSON with its end beside its fields. */
export function deviceEntry<T extends object>(
  name: string,
  studentId: string,
  storage: Storage | undefined = storageOf(),
): DeviceEntry<T> {
  if (name.includes('.')) throw new Error(`A device entry's name has no dot: ${name}`);
  const key = `${DEVICE_DATA_PREFIX}${name}.${studentId}`;
  const remove = () => {
    try {
      storage?.removeItem(key);
    } catch {
      // nothing to remove
    }
  };
  return {
    read() {
      let text: string | null | undefined;
      try {
        text = storage?.getItem(key);
      } catch {
        return undefined;
      }
      const value = liveValue(text);
      if (!value && text) remove();
      return value as T | undefined;
    },
    write(value) {
      try {
        const expiresAt = new Date(Date.now() + DEVICE_DATA_DAYS * DAY_MS).toISOString();
        storage?.setItem(key, JSON.stringify({ ...value, [EXPIRES_AT]: expiresAt }));
        return storage !== undefined;
      } catch {
        return false;
      }
    },
    remove,
  };
}

/** Removes the device entries `drop` picks (by the student the key names and the stored text). */
function removeEntries(
  storage: Storage | undefined,
  drop: (studentId: string, text: string | null) => boolean,
): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => !!key?.startsWith(DEVICE_DATA_PREFIX),
    );
    for (const key of keys) {
      const rest = key.slice(DEVICE_DATA_PREFIX.length);
      const studentId = rest.slice(rest.indexOf('.') + 1);
      if (drop(studentId, storage.getItem(key))) storage.removeItem(key);
    }
  } catch {
    // storage turned off
  }
}

/** Forgets every device entry of every student (on sign-out). */
export function forgetDeviceData(storage: Storage | undefined = storageOf()): void {
  removeEntries(storage, () => true);
}

/** Forgets the entries that have ended (or have no end, or are damaged): when the portal starts. */
export function forgetExpiredDeviceData(storage: Storage | undefined = storageOf()): void {
  removeEntries(storage, (_student, text) => !liveValue(text));
}

/** When `studentId` signs in on this device: forgets every other student's entries (and ended ones). */
export function forgetOtherStudentsDeviceData(
  studentId: string,
  storage: Storage | undefined = storageOf(),
): void {
  removeEntries(storage, (student, text) => student !== studentId || !liveValue(text));
}
