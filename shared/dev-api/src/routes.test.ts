// The dev-api's routes come from the contract's table (@portal/api-contract): one route per call, with
// the call's method, and nothing else but the development simulators under dev/.
import { CALLS, CALL_NAMES } from '@portal/api-contract';
import { contractPath, ROUTES } from './api/routes';

test('a request path loses its leading and trailing slashes, quickly whatever its length', () => {
  expect(['/', '//v1/metadata/', 'v1/secure/student', '/v1//x//'].map(contractPath)).toEqual([
    '',
    'v1/metadata',
    'v1/secure/student',
    'v1//x',
  ]);
  const started = performance.now();
  expect(contractPath(`/a${'/'.repeat(16_000)}x/`)).toBe(`a${'/'.repeat(16_000)}x`);
  expect(performance.now() - started).toBeLessThan(10);
});

test('every call of the contract has exactly one route, with its method', () => {
  const missing = CALL_NAMES.filter((name) => !ROUTES.some((route) => route.call === name));
  expect(missing).toEqual([]);
  for (const name of CALL_NAMES) {
    const routes = ROUTES.filter((route) => route.call === name);
    expect([name, routes.length, routes[0]?.method]).toEqual([name, 1, CALLS[name].method]);
  }
});

test('the only routes outside the contract are the simulators under dev/, and they match no call', () => {
  const simulators = ROUTES.filter((route) => route.call === undefined);
  expect(simulators.map((route) => route.method).sort()).toEqual(['GET', 'GET', 'POST']);
  const simulated = ['dev/checkout/CHK-1', 'dev/cases'];
  expect(simulators.every((route) => simulated.some((path) => route.matcher.pathMatches(path)))).toBe(true);
  for (const name of CALL_NAMES) {
    const path = (CALLS[name].path as (params: unknown) => string)({}).split('?')[0] ?? '';
    expect([name, simulators.some((route) => route.matcher.pathMatches(path))]).toEqual([name, false]);
  }
});
