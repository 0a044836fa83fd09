// The profile's rules and mappings on their own: social links, the update it sends, the avatar file check.
import fc from 'fast-check';
import { activateLocale, loadCatalog } from '@portal/i18n';
import { messages } from './locales/en/messages';
import { avatarFileProblem, AVATAR_MAX_BYTES } from './identity/avatarFile';
import { profileFormValues, profileUpdate } from './general/profileForm';
import {
  SOCIAL_NETWORKS,
  isAllowedSocial,
  safeLink,
  socialFromServer,
  socialToServer,
} from './general/social';
import { confirmMatches } from './security/securityForm';
import { METADATA, STUDENT } from './testData';

beforeAll(() => {
  loadCatalog(messages);
  activateLocale();
});

const [facebook, linkedin, twitter] = SOCIAL_NETWORKS;

describe('social links', () => {
  it('are shown without their host prefix and stored as full URLs', () => {
    expect(socialFromServer(facebook!, 'https://www.facebook.com/ana.lee')).toBe('ana.lee');
    expect(socialFromServer(linkedin!, 'https://nz.linkedin.com/in/ana-lee')).toBe('ana-lee');
    expect(socialFromServer(twitter!, 'https://x.com/ana')).toBe('ana');
    expect(socialFromServer(twitter!, 'https://mastodon.nz/@ana')).toBe('https://mastodon.nz/@ana');
    expect(socialToServer(facebook!, 'ana.lee')).toBe('https://www.facebook.com/ana.lee');
    expect(socialToServer(twitter!, '@ana')).toBe('https://twitter.com/ana');
    expect(socialToServer(linkedin!, 'linkedin.com/in/ana')).toBe('https://linkedin.com/in/ana');
    expect(socialToServer(twitter!, 'https://mastodon.nz/@ana')).toBe('https://mastodon.nz/@ana');
    expect(socialToServer(facebook!, '  ')).toBeNull();
  });

  it('round-trip: what is shown is stored as the same link', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SOCIAL_NETWORKS),
        fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/),
        (n, handle) => {
          expect(socialFromServer(n, socialToServer(n, handle))).toBe(handle);
        },
      ),
    );
  });

  it('are http(s) only', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      'JAVASCRIPT:x',
      'http://',
    ])
      expect([bad, isAllowedSocial(bad)]).toEqual([bad, false]);
    for (const good of ['ana.lee', 'https://example.com/x', 'http://a.b', ''])
      expect(isAllowedSocial(good)).toBe(true);
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('https://www.facebook.com/ana')).toBe('https://www.facebook.com/ana');
  });
});

describe('the update', () => {
  it('leaves out the groups the provider keeps, and carries the names and phones the API needs', () => {
    const values = profileFormValues(STUDENT, METADATA);
    const update = profileUpdate(
      { ...values, firstName: 'Changed', emailAddress: 'x@y.z', address: { ...values.address, city: 'X' } },
      STUDENT,
      ['name', 'email', 'address'],
      METADATA,
    );
    expect(update).toMatchObject({ firstName: 'Ana', lastName: 'Lee', mobilePhone: '+64 21 555 0101' });
    expect(update).not.toHaveProperty('emailAddress');
    expect(update).not.toHaveProperty('city');
    expect(update).toHaveProperty('preferredName', 'Annie');
  });

  it('clears a field that was emptied, and moves a state to another country', () => {
    const values = profileFormValues(STUDENT, METADATA);
    const update = profileUpdate(
      {
        ...values,
        personalSummary: undefined,
        address: { ...values.address, country: 'Australia', state: 'NSW' },
      },
      STUDENT,
      [],
      METADATA,
    );
    expect(update).toMatchObject({
      personalSummary: null,
      countryId: 36,
      stateId: 2,
      state: 'New South Wales',
    });
  });
});

it('wants the confirmation to equal the new password', () => {
  expect(confirmMatches('abcdefgh', { newPassword: 'abcdefgh' })).toBeUndefined();
  expect(confirmMatches('abcdefgX', { newPassword: 'abcdefgh' })).toBe("Passwords don't match");
  expect(confirmMatches(undefined, { newPassword: 'abcdefgh' })).toBeUndefined();
});

it('takes JPEG, PNG, GIF and WebP images up to 10 MB', () => {
  expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
  expect(avatarFileProblem({ type: 'application/pdf', size: 1000 })).toBe(
    'This file is not an image. Choose a JPEG, PNG, GIF or WebP image.',
  );
  expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe(
    'This image is larger than 10 MB. Choose a smaller one.',
  );
});
