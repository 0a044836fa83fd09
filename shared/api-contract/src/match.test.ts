/** @jest-environment node */
// The matcher against the table: whatever a builder makes of its parameters, its own matcher reads
// them back (a fast-check property over every call), and the router picks the right call.
import fc from 'fast-check';
import { CALLS, CALL_NAMES } from './callTable';
import type { CallSpec, ParamKind } from './callTypes';
import { compileCall, routeRequest, type MatchedRoute } from './match';
import { withQuery, type HttpMethod } from './paths';

/** A builder's output split as a server sees it: the path (no query) and the query. */
function request(built: string): [string, URLSearchParams] {
  const [path = '', query = ''] = built.split(/\?(.*)/s);
  return [path, new URLSearchParams(query)];
}

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0));

/** Random parameters of one kind. Query values are non-empty (the builders leave empty ones out). */
const arbitraryOf = (kind: ParamKind): fc.Arbitrary<unknown> => {
  switch (kind) {
    case 'segment':
      return text;
    case 'query':
      return fc.option(text, { nil: undefined });
    case 'int':
      return fc.option(fc.integer(), { nil: undefined });
    case 'list':
      return fc.option(fc.array(number, { minLength: 1, maxLength: 4 }), { nil: undefined });
    case 'rest':
      return fc.dictionary(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }).map((key) => `x-${key}`),
        text,
        { maxKeys: 4 },
      );
  }
};

const paramsOf = (spec: CallSpec): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      Object.entries(spec.params as Record<string, ParamKind>).map(([name, kind]) => [
        name,
        arbitraryOf(kind),
      ]),
    ),
  );

describe.each(CALL_NAMES)('%s', (name) => {
  const spec = CALLS[name] as CallSpec;
  const matcher = compileCall(spec, name);

  it('reads back the parameters its builder was given, whatever they are', () => {
    fc.assert(
      fc.property(paramsOf(spec), (params) => {
        const [path, query] = request((spec.path as (p: unknown) => string)(params));
        const match = matcher.match(path, query);
        expect(match?.params).toEqual(params);
        expect(matcher.pathMatches(path)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the router', () => {
  const routes: (MatchedRoute & { name: string })[] = CALL_NAMES.map((name) => ({
    name,
    method: CALLS[name].method,
    matcher: compileCall(CALLS[name], name),
  }));
  const routeOf = (method: string, built: string) => {
    const result = routeRequest(routes, method, ...request(built));
    return result.found ? [result.found.name, result.params] : [undefined, result.allowed];
  };

  it.each<[HttpMethod, string, string, unknown]>([
    ['GET', 'v1/secure/student', 'currentStudent', {}],
    ['GET', 'v1/secure/student?studentupid=S%201', 'student', { studentId: 'S 1' }],
    ['GET', 'v1/secure/student?StudentUPId=S1', 'student', { studentId: 'S1' }],
    ['PATCH', 'v1/secure/student?studentupid=S1', 'updateStudent', {}],
    ['GET', 'v1/secure/student/S1/file', 'studentFiles', { studentId: 'S1' }],
    ['GET', 'v1/secure/student/S1/file?fileid=F1', 'studentFile', { studentId: 'S1', fileId: 'F1' }],
    ['GET', 'v1/secure/student/image', 'studentImage', { studentId: undefined }],
    ['PUT', 'v1/secure/student/image', 'updateStudentImage', { studentId: undefined }],
    ['GET', 'v1/secure/payment', 'payments', { studentId: undefined }],
    ['GET', 'v1/employers?top=abc&q=', 'employers', { q: undefined, top: Number.NaN }],
    ['GET', 'v2/secure/studentApplication/A1', 'studentApplication', { applicationId: 'A1' }],
    ['PATCH', 'v2/secure/studentApplication/A1', 'updateStudentApplication', { applicationId: 'A1' }],
    ['POST', 'v2/secure/studentApplication/A1/order', 'orderStudentApplication', { applicationId: 'A1' }],
    ['GET', 'v1/session/passcode/a/b', 'sessionPasscode', { a: 'a', b: 'b' }],
    ['GET', 'v1/session/S9', 'sessionRecord', { sessionId: 'S9' }],
    [
      'GET',
      'v1/secure/graduateDestination/graduates?provider=ichm&year=2024',
      'graduates',
      { filters: { provider: 'ichm', year: '2024' } },
    ],
    [
      'GET',
      'dev/address/autocomplete?input=queen&country=NZ&bounds=166.4,-47.3,178.6,-34.4',
      'addressSuggestions',
      { input: 'queen', country: 'NZ', bounds: [166.4, -47.3, 178.6, -34.4] },
    ],
  ])('%s %s is %s', (method, built, name, params) => {
    expect(routeOf(method, built)).toEqual([name, params]);
  });

  it('names the methods a path has when the asked one is not among them', () => {
    expect(routeOf('DELETE', 'v1/contact')).toEqual([undefined, ['POST', 'PUT']]);
    expect(routeOf('GET', 'v1/nothing/here')).toEqual([undefined, undefined]);
  });

  it('refuses a malformed percent-encoding of a path segment', () => {
    expect(() => routeOf('GET', 'v1/contact/%E0%A4%A')).toThrow(URIError);
  });
});

describe('compiling a call checks the builder against its declared parameters', () => {
  const get = 'GET' as const;

  it('a parameter the path does not carry as given', () => {
    const spec = {
      method: get,
      path: ({ unit }: { unit: string }) => withQuery('job/vacancy', { businessUnit: unit.toUpperCase() }),
      params: { unit: 'query' },
    };
    expect(() => compileCall(spec, 'vacancies')).toThrow(
      "The contract's call vacancies (GET job/vacancy?businessUnit=~UNIT~): unit does not appear in the path as given",
    );
  });

  it('a path parameter declared as a query parameter, and the other way round', () => {
    const inPath = { method: get, path: ({ id }: { id: string }) => `v1/x/${id}`, params: { id: 'query' } };
    expect(() => compileCall(inPath)).toThrow("id is declared 'query' but travels in the path");
    const inQuery = {
      method: get,
      path: ({ id }: { id: string }) => withQuery('v1/x', { id }),
      params: { id: 'segment' },
    };
    expect(() => compileCall(inQuery)).toThrow("id is declared 'segment' but travels in the query");
  });

  it('a fixed query value must be there', () => {
    const spec = { method: get, path: () => 'v1/x?kind=a', params: {} };
    const matcher = compileCall(spec);
    expect(matcher.match('v1/x', new URLSearchParams('kind=a'))?.params).toEqual({});
    expect(matcher.match('v1/x', new URLSearchParams('kind=b'))).toBeUndefined();
  });
});
