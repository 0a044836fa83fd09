import { sessionSeed } from './signInStorage';

const storeUser = (profile: Record<string, unknown>) =>
  window.sessionStorage.setItem(
    'oidc.user:https://idp.example/pool:client',
    JSON.stringify({ access_token: 'a', profile }),
  );

afterEach(() => window.sessionStorage.clear());

describe('sessionSeed', () => {
  it("is the signed-in session's id, else the student's subject", () => {
    storeUser({ sub: 'student-1', sid: 'session-9' });
    expect(sessionSeed()).toBe('session-9');
    storeUser({ sub: 'student-1' });
    expect(sessionSeed()).toBe('student-1');
  });

  it('is nothing without a signed-in user (an anonymous visitor), and never stores anything', () => {
    window.sessionStorage.setItem('portal.signIn.notice', 'renewalFailed');
    window.sessionStorage.setItem('oidc.user:broken', '{not json');
    expect(sessionSeed()).toBeUndefined();
    expect(Object.keys(window.sessionStorage)).toEqual(['portal.signIn.notice', 'oidc.user:broken']);
  });
});
