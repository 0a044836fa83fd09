/** @jest-environment node */
/**
 * The payload schemas against bad input: every string field the schemas check with a
 * `pattern` or a `format` gets text of any kind and up to ~20,000 pasted characters built to make a
 * backtracking pattern slow; each payload kind gets arbitrary values as a whole. checkPayload (what
 * the client runs before a write and the dev-api when received) never throws and takes under MAX_MS
 * of CPU time a call (@portal/testing's cpuMsAsync). The fields are found by walking the schemas, so
 * a new pattern is fuzzed without an edit here.
 */
import fc from 'fast-check';
import { cpuMsAsync } from '@portal/testing';
import { checkPayload, payloadSchemas, type PayloadKind } from '../index';

const MAX_MS = 10;
// The properties call expect() only on a failing run: each expect() call captures a stack trace, and
// at thousands of runs a file those traces cost more CPU than the checks they guard.
// A failure ends the run unshrunk (endOnFailure): shrinking 20,000 characters against a slow rule
// would itself take minutes, and the first input that is too slow says enough.
const PASTE_LENGTH = 20_000;

/** A valid payload of each kind, for the fuzzed field to be put into. */
const BASE: Record<PayloadKind, Record<string, unknown>> = {
  application: { personalDetails: { firstName: 'Aroha', lastName: 'Ngata' } },
  contact: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' },
  case: { caseTitle: 'T', caseType: 'Support', provider: 'soe', studentUpId: 'S1' },
  lead: { firstName: 'Mia', lastName: 'Chen', email: 'mia@example.com', provider: 'yoobee' },
  student: { firstName: 'Sam', lastName: 'Lee', mobilePhone: '021 123 4567' },
  identity: { username: 'sam.lee', email: 'sam@example.com' },
  instalmentPlan: { applicationId: 'A-1', frequency: 'Weekly', amount: 10, currency: 'NZD' },
};

type Schema = Record<string, unknown>;

/** The paths of the string fields a schema checks with a pattern or a format. */
function checkedPaths(schema: Schema, path: string[] = [], found = new Map<string, string[]>()) {
  if (typeof schema.pattern === 'string' || typeof schema.format === 'string')
    found.set(path.join('/'), path);
  for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
    checkedPaths(child, [...path, key], found);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'])
    for (const branch of (schema[keyword] ?? []) as Schema[]) checkedPaths(branch, path, found);
  if (schema.items && typeof schema.items === 'object')
    checkedPaths(schema.items as Schema, [...path, '0'], found);
  return found;
}

/** `base` with `value` at `path` (a copy). */
function withValue(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined) return base;
  const inner = (base[key] ?? {}) as Record<string, unknown>;
  return { ...base, [key]: rest.length ? withValue(inner, rest, value) : value };
}

const kinds = Object.keys(payloadSchemas) as PayloadKind[];
const fields = kinds.flatMap((kind) =>
  [...checkedPaths(payloadSchemas[kind] as Schema).values()].map(
    (path) => [`${kind} /${path.join('/')}`, kind, path] as const,
  ),
);

const UNITS = ['a', '1', '.', '@', '-', ' ', '/', 'e', '+', ':', '%', '\t', 'é', '😀', '\u0000'];
const pasted = fc
  .record({
    head: fc.constantFrom('', 'a', 'a@', 'a@a', 'a.a', '+', '1', 'http://', 'https://a', '2025-', '12-'),
    unit: fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 3 }).map((list) => list.join('')),
    length: fc.integer({ min: 100, max: PASTE_LENGTH }),
    tail: fc.constantFrom('', '!', 'x', '@', '.', '-', ' x', '/', '\n'),
  })
  .map(({ head, unit, length, tail }) => head + unit.repeat(Math.ceil(length / unit.length)) + tail);

const KNOWN_SLOW = [
  'a'.repeat(PASTE_LENGTH) + '!',
  '1'.repeat(PASTE_LENGTH) + 'x',
  '@'.repeat(PASTE_LENGTH),
  'a@' + '.'.repeat(PASTE_LENGTH) + '@',
  'a@' + 'a.'.repeat(PASTE_LENGTH / 2) + '!',
  'a@' + 'a-'.repeat(PASTE_LENGTH / 2) + '!',
  'https://' + 'a'.repeat(PASTE_LENGTH) + ' x',
  ' '.repeat(PASTE_LENGTH) + 'x',
];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  { weight: 2, arbitrary: pasted },
  fc.constantFrom(...KNOWN_SLOW),
);

const slowest = new Map<string, number>();
const note = (name: string, ms: number) => slowest.set(name, Math.max(slowest.get(name) ?? 0, ms));

beforeAll(async () => {
  // ajv loads and compiles each schema on its first check: not the cost of a check.
  for (const kind of kinds) await checkPayload(kind, BASE[kind]);
});

afterAll(() => {
  if (process.env.FUZZ_REPORT)
    console.log([...slowest].map(([name, ms]) => `${ms.toFixed(3)} ms  ${name}`).join('\n'));
});

describe('the payload schemas, fuzzed', () => {
  it('finds the checked fields, and the base payloads are valid', async () => {
    expect(fields.map(([name]) => name)).toEqual(
      expect.arrayContaining(['contact /email', 'application /personalDetails/nsi', 'student /linkedinURL']),
    );
    for (const kind of kinds) expect((await checkPayload(kind, BASE[kind])).valid).toBe(true);
  });

  it.each(fields)('%s: any text is checked under 10 ms, nothing thrown', async (name, kind, path) => {
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const payload = withValue(BASE[kind], path, value);
        const ms = await cpuMsAsync(() => checkPayload(kind, payload), MAX_MS);
        note(name, ms);
        if (ms >= MAX_MS) expect(ms).toBeLessThan(MAX_MS);
      }),
      { numRuns: 200, endOnFailure: true, examples: KNOWN_SLOW.map((slow): [string] => [slow]) },
    );
  });

  it.each(kinds)('%s: any payload is checked under 10 ms, nothing thrown', async (kind) => {
    const payload = fc.oneof(
      fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }),
      fc.dictionary(fc.constantFrom(...Object.keys(BASE[kind]), 'x'), fc.oneof(text, fc.anything())),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (data) => {
        const ms = await cpuMsAsync(() => checkPayload(kind, data), MAX_MS);
        note(`${kind} (whole payload)`, ms);
        if (ms >= MAX_MS) expect(ms).toBeLessThan(MAX_MS);
      }),
      { numRuns: 200, endOnFailure: true },
    );
  });
});
