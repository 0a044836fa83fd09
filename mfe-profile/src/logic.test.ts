// The profile's rules and mappings on their own: social links, the update it sends, the avatar file check.
import fc from 'fast-check';
import { activateLocale, loadCatalog } from '@portal/i18n';
import { messages } from './locales/en/messages';
import { readAvatarFile, AVATAR_MAX_BYTES } from './identity/avatarFile';
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

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
const NOT_A_PHOTO = 'This file is not a JPEG, PNG, GIF or WebP image. Choose an image of one of those types.';

it('takes JPEG, PNG, GIF and WebP images up to 10 MB, known by their bytes, typed by them', async () => {
  const png = await readAvatarFile(new File([new Uint8Array(PNG)], 'me.jpg', { type: 'image/jpeg' }));
  expect([png.problem, png.image?.type, png.image?.size]).toEqual([undefined, 'image/png', PNG.length]);
  const untyped = await readAvatarFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo'));
  expect(untyped.image?.type).toBe('image/jpeg');

  const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
  big.set([0xff, 0xd8, 0xff, 0xe0]);
  expect(await readAvatarFile(new File([big], 'big.jpg', { type: 'image/jpeg' }))).toEqual({
    problem: 'This image is larger than 10 MB. Choose a smaller one.',
  });
});

it('refuses anything else, whatever its declared type or name says: an SVG, a PDF, text', async () => {
  for (const file of [
    new File([SVG], 'face.svg', { type: 'image/svg+xml' }),
    new File([SVG], 'face.png', { type: 'image/png' }),
    new File(['%PDF-1.7'], 'card.pdf', { type: 'application/pdf' }),
    new File(['hello'], 'photo.jpg', { type: 'image/jpeg' }),
    new File([], 'empty.gif', { type: 'image/gif' }),
  ])
    expect([file.name, await readAvatarFile(file)]).toEqual([file.name, { problem: NOT_A_PHOTO }]);
});
