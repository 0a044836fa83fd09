/** @jest-environment node */
// The payload schemas with a valid and invalid samples each; the same checks guard the dev-api's writes.
import {
  ApiError,
  checkPayload,
  payloadSchemas,
  problemsOf,
  validatePayload,
  type PayloadKind,
} from '../index';

const valid: Record<PayloadKind, unknown[]> = {
  application: [
    { provider: 'nzma', studyDetails: { productCRMId: 'P-1', intakeCRMId: 'I-1', studyModeId: 2 } },
    {
      personalDetails: {
        firstName: 'Aroha',
        lastName: 'Ngata',
        dateOfBirth: '1999-04-01',
        email: 'aroha@example.co.nz',
        ethnicityIds: [1, 2],
        irdNumber: '049-091-850',
        nsi: '1234567',
        countryOfBirthId: 554,
      },
      contactDetails: { mobilePhone: '+64 21 123 4567', countryId: 554, stateId: 3, state: 'Auckland' },
      educationDetails: { schoolId: 12, yearLastAttendedSchool: 2016, qualificationIds: [] },
      employmentDetails: { currentEmploymentStatusId: 1, industryDivisionId: 3, employerName: null },
      disabilityDetails: { hasDisability: 'no', disabilitySupportNeeds: [] },
      paymentDetails: { paymentProvider: 'Zip', feesFree: 'yes', paymentInstallmentMethod: 'Bank Account' },
      someFutureField: { anything: true },
    },
    // Names at the limit, in any script, with a tab; a further field of several lines.
    {
      personalDetails: { firstName: 'Ā'.repeat(100), lastName: 'محمد\tعلي 😀', preferredName: 'Zoë' },
      someFutureField: 'first line\nsecond line',
    },
  ],
  contact: [
    { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' },
    {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      mobilePhone: '0412 345 678',
      streetNumberAndName: '1 George St',
      countryId: 36,
      state: 'NSW',
      genderId: 2,
      dateOfBirth: '',
      extra: 'allowed',
    },
  ],
  case: [
    {
      caseTitle: 'Sam Lee 2025-06-01',
      caseType: 'Support',
      caseSubType: 'Assessment',
      provider: 'ichm',
      courseEnrolmentId: 'E7',
      description: 'Please help',
      studentUpId: 'S1',
    },
    { caseTitle: 'Withdrawal', caseType: 'Support', caseSubtype: '', provider: 'soe', studentUpId: 'S1' },
    // A description of exactly 2000 characters, over several lines.
    {
      caseTitle: 'T',
      caseType: 'Support',
      provider: 'soe',
      studentUpId: 'S1',
      description: `${'a'.repeat(998)}\r\n${'b'.repeat(1000)}`,
    },
  ],
  lead: [
    { firstName: 'Mia', lastName: 'Chen', email: 'mia@example.com', provider: 'yoobee' },
    {
      firstName: 'Mia',
      lastName: 'Chen',
      email: 'mia@example.com',
      provider: 'yoobee',
      productCRMId: 'P-9',
      marketingConsent: 'yes',
      utm: 'x',
    },
  ],
  student: [
    { firstName: 'Sam', lastName: 'Lee', mobilePhone: '021 123 4567' },
    {
      studentUPId: 'S1',
      firstName: 'Sam',
      lastName: 'Lee',
      homePhone: '09 123 4567',
      mobilePhone: null,
      countryId: 554,
      stateId: null,
      linkedinURL: 'https://www.linkedin.com/in/sam',
    },
    {
      firstName: 'Sam',
      lastName: 'Lee',
      mobilePhone: '021 123 4567',
      facebookURL: 'http://facebook.com/sam.lee',
      linkedinURL: '',
      twitterURL: null,
    },
  ],
  identity: [{ username: 'sam.lee', email: 'sam@example.com' }],
  instalmentPlan: [
    {},
    {
      applicationId: 'A-1',
      frequency: 'Weekly',
      count: 12,
      amount: 410.5,
      deposit: 500,
      currency: 'AUD',
      firstPaymentDate: '2026-12-01',
      schedule: [
        { number: 0, date: '2026-11-24', amount: 500 },
        { number: 1, date: '2026-12-01', amount: 410.5 },
      ],
    },
  ],
};

/** [what is wrong, sample, the ajv keyword that reports it, where]. */
const invalid: Record<PayloadKind, [string, unknown, string, string][]> = {
  application: [
    ['an empty object', {}, 'minProperties', ''],
    [
      'personal details without a last name',
      { personalDetails: { firstName: 'A' } },
      'required',
      '/personalDetails',
    ],
    ['an unknown provider', { provider: 'acme' }, 'enum', '/provider'],
    ['a document without its id', { documents: [{ name: 'a.pdf', size: 1 }] }, 'required', '/documents/0'],
    [
      'a document of a negative size',
      { documents: [{ id: 'U1', name: 'a.pdf', size: -1 }] },
      'minimum',
      '/documents/0/size',
    ],
    [
      'a bad date of birth',
      { personalDetails: { firstName: 'A', lastName: 'B', dateOfBirth: '1/2/2000' } },
      'format',
      '/personalDetails/dateOfBirth',
    ],
    [
      'a boolean where yes/no is expected',
      { paymentDetails: { feesFree: true } },
      'enum',
      '/paymentDetails/feesFree',
    ],
    [
      'an NSI of 11 digits',
      { personalDetails: { firstName: 'A', lastName: 'B', nsi: '12345678901' } },
      'pattern',
      '/personalDetails/nsi',
    ],
    [
      'a year out of bounds',
      { educationDetails: { yearLastAttendedSchool: 1800 } },
      'minimum',
      '/educationDetails/yearLastAttendedSchool',
    ],
    ['not an object', [1], 'type', ''],
    [
      'a first name of 5,000 characters',
      { personalDetails: { firstName: 'a'.repeat(5000), lastName: 'B' } },
      'maxLength',
      '/personalDetails/firstName',
    ],
    ...(
      [
        ['NUL', 'An\u0000a'],
        ['ESC', 'An\u001b[31ma'],
        ['a right-to-left override', 'An\u202Ea'],
        ['a left-to-right isolate', 'An\u2066a'],
        ['a lone surrogate', 'An\ud800a'],
        ['a line break', 'An\na'],
      ] as const
    ).map(([what, name]): [string, unknown, string, string] => [
      `a name holding ${what}`,
      { personalDetails: { firstName: name, lastName: 'B' } },
      'pattern',
      '/personalDetails/firstName',
    ]),
    [
      'a further field of 200,000 characters',
      { someFutureField: 'x'.repeat(200_000) },
      'maxLength',
      '/someFutureField',
    ],
    [
      'a further field holding NUL',
      { contactDetails: { note: 'a\u0000b' } },
      'pattern',
      '/contactDetails/note',
    ],
    [
      'a document name with a direction override',
      { documents: [{ id: 'U1', name: 'invoice\u202Efdp.exe', size: 1 }] },
      'pattern',
      '/documents/0/name',
    ],
  ],
  contact: [
    ['no email', { firstName: 'Sam', lastName: 'Lee' }, 'required', ''],
    ['a bad email', { firstName: 'Sam', lastName: 'Lee', email: 'sam-at-example' }, 'format', '/email'],
    [
      'an email of more than 254 characters',
      { firstName: 'Sam', lastName: 'Lee', email: `${'s'.repeat(243)}@example.com` },
      'maxLength',
      '/email',
    ],
    [
      'a blank first name',
      { firstName: '  ', lastName: 'Lee', email: 'sam@example.com' },
      'pattern',
      '/firstName',
    ],
  ],
  case: [
    [
      'a description of 2001 characters',
      {
        caseTitle: 'T',
        caseType: 'Support',
        provider: 'soe',
        studentUpId: 'S1',
        description: 'a'.repeat(2001),
      },
      'maxLength',
      '/description',
    ],
    [
      'a description of 200,000 characters',
      {
        caseTitle: 'T',
        caseType: 'Support',
        provider: 'soe',
        studentUpId: 'S1',
        description: 'a'.repeat(200_000),
      },
      'maxLength',
      '/description',
    ],
    [
      'a description holding ESC',
      { caseTitle: 'T', caseType: 'Support', provider: 'soe', studentUpId: 'S1', description: 'a\u001bb' },
      'pattern',
      '/description',
    ],
    [
      'a title with a right-to-left override',
      { caseTitle: 'T\u202E', caseType: 'Support', provider: 'soe', studentUpId: 'S1' },
      'pattern',
      '/caseTitle',
    ],
    [
      'another case type',
      { caseTitle: 'T', caseType: 'Complaint', provider: 'soe', studentUpId: 'S1' },
      'const',
      '/caseType',
    ],
    ['no student', { caseTitle: 'T', caseType: 'Support', provider: 'soe' }, 'required', ''],
    [
      'an unknown field',
      { caseTitle: 'T', caseType: 'Support', provider: 'soe', studentUpId: 'S1', x: 1 },
      'additionalProperties',
      '',
    ],
  ],
  lead: [
    ['no provider', { firstName: 'Mia', lastName: 'Chen', email: 'mia@example.com' }, 'required', ''],
    [
      'consent as a boolean',
      {
        firstName: 'Mia',
        lastName: 'Chen',
        email: 'mia@example.com',
        provider: 'nzst',
        marketingConsent: false,
      },
      'enum',
      '/marketingConsent',
    ],
  ],
  student: [
    ['no phone at all', { firstName: 'Sam', lastName: 'Lee' }, 'anyOf', ''],
    [
      'only blank phones',
      { firstName: 'Sam', lastName: 'Lee', mobilePhone: ' ', homePhone: '' },
      'anyOf',
      '',
    ],
    ['no first name', { lastName: 'Lee', mobilePhone: '021 123 4567' }, 'required', ''],
    [
      'an email address that is not one',
      { firstName: 'Sam', lastName: 'Lee', mobilePhone: '1', emailAddress: 'not an email' },
      'format',
      '/emailAddress',
    ],
    [
      'a last name of 101 characters',
      { firstName: 'Sam', lastName: 'L'.repeat(101), mobilePhone: '1' },
      'maxLength',
      '/lastName',
    ],
    [
      'a personal summary holding NUL',
      { firstName: 'Sam', lastName: 'Lee', mobilePhone: '1', personalSummary: 'hi\u0000' },
      'pattern',
      '/personalSummary',
    ],
    [
      'an unknown field',
      { firstName: 'Sam', lastName: 'Lee', mobilePhone: '1', shoeSize: 9 },
      'additionalProperties',
      '',
    ],
    ...[
      'javascript:alert(1)',
      'JavaScript://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
      '//evil.example',
      'www.linkedin.com/in/sam',
      'https://',
      `https://example.com/${'a'.repeat(2048)}`,
    ].map((url): [string, unknown, string, string] => [
      `a social link ${url.slice(0, 40)}`,
      { firstName: 'Sam', lastName: 'Lee', mobilePhone: '1', linkedinURL: url },
      'anyOf',
      '/linkedinURL',
    ]),
  ],
  identity: [
    ['an email that is not one', { username: 'sam', email: 'sam-at-example' }, 'format', '/email'],
    ['anything more', { username: 'sam', email: 'sam@example.com', admin: true }, 'additionalProperties', ''],
  ],
  instalmentPlan: [
    ['a negative instalment', { amount: -9999 }, 'exclusiveMinimum', '/amount'],
    ['an instalment of nothing', { amount: 0 }, 'exclusiveMinimum', '/amount'],
    ['a currency that is not a code', { currency: 'dollars' }, 'pattern', '/currency'],
    ['a negative deposit', { deposit: -1 }, 'minimum', '/deposit'],
    ['no instalment', { count: 0 }, 'minimum', '/count'],
  ],
};

const kinds = Object.keys(payloadSchemas) as PayloadKind[];

describe('payload schemas', () => {
  it('has a schema for each payload kind', () => {
    expect(kinds.sort()).toEqual([
      'application',
      'case',
      'contact',
      'identity',
      'instalmentPlan',
      'lead',
      'student',
    ]);
  });

  describe.each(kinds)('%s', (kind) => {
    it.each(valid[kind].map((sample, i) => [i, sample]))('accepts valid sample %d', async (_i, sample) => {
      expect(await checkPayload(kind, sample)).toEqual({ valid: true, errors: [] });
    });

    it.each(invalid[kind])('refuses %s', async (_what, sample, keyword, instancePath) => {
      const { valid: ok, errors } = await checkPayload(kind, sample);
      expect(ok).toBe(false);
      expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ keyword, instancePath })]));
    });
  });
});

describe('validatePayload', () => {
  it('passes a valid payload', async () => {
    await expect(validatePayload('lead', valid.lead[0])).resolves.toBeUndefined();
  });

  it("rejects with 'Application data validation error', ajv's details and the payload", async () => {
    const payload = { firstName: 'Sam' };
    const thrown: unknown = await validatePayload('contact', payload).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    const error = thrown as ApiError;
    expect(error.message).toBe('Application data validation error');
    expect(error.details).toEqual((await checkPayload('contact', payload)).errors);
    expect(error.details).toHaveLength(2);
    expect(error.requestBody).toBe(payload);
  });
});

describe('problemsOf', () => {
  it('says in plain words what is wrong with each field, once a field', async () => {
    const { errors } = await checkPayload('application', {
      provider: 'acme',
      personalDetails: { firstName: 'a'.repeat(101), lastName: 'B\u202E', email: 'nope' },
      documents: [{ id: 'U1', size: 1 }],
    });
    expect(problemsOf(errors).sort()).toEqual([
      'documents.0.name is required',
      'personalDetails.email is not an email address',
      'personalDetails.firstName has more than 100 characters',
      'personalDetails.lastName holds a control character, a text-direction override or a broken character',
      'provider must be one of "colab", "iahealth", "ichm", "nz-institute-of-sport", "nzma", "nzst", "soe", "up-online", "yoobee"',
    ]);
  });
});
