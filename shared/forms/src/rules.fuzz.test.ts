/**
 * Every rule of @portal/forms against whatever a field can be given: text of any kind
 * and up to ~20,000 pasted characters built to make a backtracking pattern slow, numbers, lists,
 * objects, null and undefined. A rule never throws, answers a message or undefined, and takes under
 * MAX_MS of CPU time a call (@portal/testing's cpuMs). The rules are enumerated from the package's exports: an exported function is a rule
 * unless it is listed below as a rule factory, a reader of typed text, or not a rule, so a new rule
 * is fuzzed without an edit here. An unlisted function that answers a function when called without
 * arguments is taken for a factory with defaults and its rule is fuzzed; a new mapper that may throw
 * by design fails here until it is listed.
 */
import fc from 'fast-check';
import { cpuMs } from '@portal/testing';
import { activateLocale, loadCatalog } from '@portal/i18n';
import * as logic from './logic';

/** The most a call may take, in ms. */
const MAX_MS = 10;
// The properties call expect() only on a failing run: each expect() call captures a stack trace, and
// at thousands of runs a file those traces cost more CPU than the checks they guard.
// A failure ends the run unshrunk (endOnFailure): shrinking 20,000 characters against a slow rule
// would itself take minutes, and the first input that is too slow says enough.
/** The length of the longest generated text: a long paste. */
const PASTE_LENGTH = 20_000;

type Exported = keyof typeof logic;
type Rule = (value: unknown, allValues?: object) => unknown;

/** Functions of the barrel that do not judge a field's value: messages, tables, option lists, and
 * mappers of server data (which throw on unknown ids). */
const NOT_RULES: readonly Exported[] = [
  'TEN_CHARACTER_CODE_HELPER',
  'textHelper',
  'invalidDateMessage',
  'phoneCountryRestrictionMessage',
  'phoneCheckFailedMessage',
  'phoneTypeFromCheck',
  'pickPhoneCheck',
  'dateBounds',
  'formatMegabytes',
  'newFiles',
  'addFiles',
  'removeFile',
  'yearOptions',
  'applySupportNeedsRule',
  'idToLabel',
  'labelToId',
  'orderLookupList',
  'addressToServer',
  'addressFromServer',
  'addressFromLookup',
  'findState',
  'phoneToServer',
  'phoneFromServer',
  'courseDisplay',
  'findCourseIntake',
  'findCurrency',
  'formatMoney',
  'findCountryCode',
  'countryBounds',
  'alpha2ToAlpha3',
];

const TEXT_TYPES = ['text', 'email', 'url', 'number', 'range', 'date'] as const;

/** Rule factories and the arguments the fuzz builds their rules with. */
const FACTORIES: Partial<Record<Exported, unknown[][]>> = {
  required: [[], ['Tell us your name']],
  requiredWhen: [[true], ['Pick one'], [false]],
  radioRequired: [[true]],
  toggleRequired: [['Pick at least one']],
  multiSelectRequired: [[true]],
  maxChoices: [[3], [0, 'Choose up to three']],
  composeValidators: [[logic.required(), logic.textRules({ type: 'email' }), logic.irdNumber]],
  textRules: TEXT_TYPES.flatMap((type) => [[{ type }], [{ type, required: true, min: 0, max: 100 }]]),
  dateRules: [
    [{}],
    [{ required: true, format: 'DD/MM/YYYY', disablePast: true }],
    [{ disableFuture: true, min: '2000-01-01', max: '2001-01-01' }],
  ],
  unreadableDateRule: [[true], [false], [true, 'DD/MM/YYYY']],
  studentIdentifier: [['nsi'], ['usi'], ['both']],
  fileTooLarge: [[], [1]],
  fileTypeNotAllowed: [[['pdf', 'jpg'], 'PDF or JPEG']],
  allowedCharacters: [['line'], ['text']],
  textLimitRules: [
    [{ maxLength: 100, characters: 'line' }],
    [{ maxLength: 2000, characters: 'text' }],
    [undefined],
  ],
  phoneTypeRequiredFor: [['contact.phone']],
  maxLength: [[0], [2000]],
};

/** Helpers that read the text a person types (formatters, parsers), fuzzed with what their type
 * allows; whatever they answer is fine, as long as it is quick and nothing is thrown. */
const TEXT_READERS: Partial<Record<Exported, (text: string | undefined) => unknown>> = {
  formatIrd: (text) => logic.formatIrd(text ?? ''),
  phoneDigits: (text) => logic.phoneDigits(text),
  shouldCheckPhone: (text) => logic.shouldCheckPhone(text),
  parseDate: (text) => logic.parseDate(text ?? ''),
  readQueryString: (text) => logic.readQueryString(text),
  isBlank: (text) => logic.isBlank(text),
  lengthHelper: (text) => logic.lengthHelper(text, 2000),
};

const functions = (Object.keys(logic) as Exported[]).filter((name) => typeof logic[name] === 'function');

// The messages are made in English (some factories make theirs when called).
loadCatalog({});
activateLocale('en');

/** A rule, or a factory of rules called with no arguments (its defaults): which one it is. */
function ruleOf(name: string, exported: (...args: unknown[]) => unknown): [string, Rule] {
  let made: unknown;
  try {
    made = exported();
  } catch {
    made = undefined; // a factory that needs arguments: fuzzed (and failing) as a rule until listed
  }
  return typeof made === 'function' ? [`${name}()`, made as Rule] : [name, exported as Rule];
}

/** Every rule to fuzz, with a name for the failure message. */
const rules: [string, Rule][] = functions
  .filter((name) => !NOT_RULES.includes(name) && !(name in TEXT_READERS))
  .flatMap((name): [string, Rule][] => {
    const exported = logic[name] as (...args: unknown[]) => unknown;
    const argLists = FACTORIES[name];
    if (!argLists) return [ruleOf(name, exported)];
    const shown = (args: unknown[]) =>
      args.map((arg) => (typeof arg === 'function' ? 'rule' : JSON.stringify(arg))).join(', ');
    return argLists.map((args) => [`${name}(${shown(args)})`, exported(...args) as Rule]);
  });

// Text built to make a backtracking pattern slow: a head, one short unit repeated to a long paste,
// a tail that makes the match fail at the very end.
const UNITS = ['a', '1', '.', '@', '-', ' ', '/', 'e', '+', ':', '%', '\t', 'é', '😀', '\u0000'];
const pasted = fc
  .record({
    head: fc.constantFrom('', 'a', 'a@', 'a@a', '+', '-1', '.', '1.', 'http://', 'https://a', '2025-', '12-'),
    unit: fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 3 }).map((list) => list.join('')),
    length: fc.integer({ min: 100, max: PASTE_LENGTH }),
    tail: fc.constantFrom('', '!', 'x', '@', '.', '.x', ' x', 'e', '/', '\n'),
  })
  .map(({ head, unit, length, tail }) => head + unit.repeat(Math.ceil(length / unit.length)) + tail);

/** The inputs that made the former patterns slow, given to every rule every run. */
const KNOWN_SLOW = [
  'a'.repeat(PASTE_LENGTH) + '!',
  '1'.repeat(PASTE_LENGTH) + 'x',
  '1'.repeat(PASTE_LENGTH) + '.x',
  '@'.repeat(PASTE_LENGTH),
  'a@' + '.'.repeat(PASTE_LENGTH) + '@',
  'a@' + 'a.'.repeat(PASTE_LENGTH / 2) + '@',
  'https://' + 'a'.repeat(PASTE_LENGTH),
  ' '.repeat(PASTE_LENGTH) + 'x',
];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  pasted,
  fc.constantFrom(...KNOWN_SLOW),
);
const value = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.bigInt(),
  fc.boolean(),
  fc.constantFrom(null, undefined, Symbol('value'), () => 'a function'),
  fc.date({ noInvalidDate: false }),
  fc.array(fc.oneof(text, fc.anything()), { maxLength: 5 }),
  fc.object(),
  fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }),
);
const allValues = fc.option(
  fc.oneof(fc.object(), fc.record({ phone: value }), fc.record({ contact: fc.record({ phone: value }) })),
  { nil: undefined },
);

const slowest = new Map<string, number>();
const note = (name: string, ms: number) => slowest.set(name, Math.max(slowest.get(name) ?? 0, ms));

afterAll(() => {
  // FUZZ_REPORT=1 prints the slowest call of each rule.
  if (process.env.FUZZ_REPORT)
    console.log([...slowest].map(([name, ms]) => `${ms.toFixed(3)} ms  ${name}`).join('\n'));
});

describe('the rules of @portal/forms, fuzzed', () => {
  it('names only exports that exist, and finds the rules', () => {
    const listed = [...NOT_RULES, ...Object.keys(FACTORIES), ...Object.keys(TEXT_READERS)];
    expect(listed.filter((name) => !functions.includes(name as Exported))).toEqual([]);
    expect(rules.map(([name]) => name)).toEqual(
      expect.arrayContaining(['irdNumber', 'tenCharacterCode', 'httpUrl', 'noRule', 'phoneTypeRequired']),
    );
  });

  it.each(rules)('%s: never throws, answers a message or nothing, under 10 ms a call', (name, rule) => {
    rule('', {}); // the first call compiles the message: not the rule's cost
    fc.assert(
      fc.property(value, allValues, (input, all) => {
        let answer: unknown;
        const ms = cpuMs(() => {
          answer = rule(input, all);
        }, MAX_MS);
        note(name, ms);
        if (answer !== undefined && typeof answer !== 'string')
          expect(answer === undefined || typeof answer === 'string').toBe(true);
        if (ms >= MAX_MS) expect(ms).toBeLessThan(MAX_MS);
      }),
      {
        numRuns: 300,
        endOnFailure: true,
        examples: KNOWN_SLOW.map((slow): [string, undefined] => [slow, undefined]),
      },
    );
  });

  it.each(Object.entries(TEXT_READERS))('%s: never throws on any text, under 10 ms a call', (name, read) => {
    read('');
    fc.assert(
      fc.property(fc.option(text, { nil: undefined }), (input) => {
        const ms = cpuMs(() => read(input), MAX_MS);
        note(name, ms);
        if (ms >= MAX_MS) expect(ms).toBeLessThan(MAX_MS);
      }),
      { numRuns: 300, endOnFailure: true, examples: KNOWN_SLOW.map((slow): [string] => [slow]) },
    );
  });
});
