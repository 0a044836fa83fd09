import fc from 'fast-check';
import { phoneFromServer, phoneToServer } from './phone';

describe('phoneToServer', () => {
  it('puts the number in the field of its type', () => {
    expect(phoneToServer({ phone: '+64 21 123 4567', phoneType: 'mobile' })).toEqual({
      mobilePhone: '+64 21 123 4567',
    });
    expect(phoneToServer({ phone: '+64 9 555 0100', phoneType: 'home' })).toEqual({
      homePhone: '+64 9 555 0100',
    });
  });

  it('sends nothing without a number or a type', () => {
    expect(phoneToServer({ phone: ' ', phoneType: 'home' })).toEqual({});
    expect(phoneToServer({ phone: '021 123 4567' })).toEqual({});
  });
});

describe('phoneFromServer', () => {
  it('takes the mobile number first, else the home number', () => {
    expect(phoneFromServer({ mobilePhone: '021 123 4567', homePhone: '09 555 0100' })).toEqual({
      phone: '021 123 4567',
      phoneType: 'mobile',
    });
    expect(phoneFromServer({ mobilePhone: null, homePhone: '09 555 0100' })).toEqual({
      phone: '09 555 0100',
      phoneType: 'home',
    });
    expect(phoneFromServer({})).toEqual({});
  });

  it('round-trips a number with its type (property)', () => {
    const phone = fc.stringMatching(/^\+?\d[\d ]{5,14}$/);
    fc.assert(
      fc.property(phone, fc.constantFrom('mobile' as const, 'home' as const), (number, phoneType) => {
        expect(phoneFromServer(phoneToServer({ phone: number, phoneType }))).toEqual({
          phone: number,
          phoneType,
        });
      }),
    );
  });
});
