import { readQueryString } from './queryString';

describe('readQueryString', () => {
  it('decodes keys and values, with or without the ?', () => {
    expect(readQueryString('?provider=yoobee&name=Aroha%20Ng&q=web+design')).toEqual({
      provider: 'yoobee',
      name: 'Aroha Ng',
      q: 'web design',
    });
    expect(readQueryString('a=1&caf%C3%A9=%E2%9C%93')).toEqual({ a: '1', café: '✓' });
  });

  it('keeps the last value of a repeated key and maps a bare key to an empty value', () => {
    expect(readQueryString('?step=1&step=3&debug')).toEqual({ step: '3', debug: '' });
  });

  it('reads the current address by default', () => {
    window.history.pushState({}, '', '/apply?course=P-100&intake=in-2');
    expect(readQueryString()).toEqual({ course: 'P-100', intake: 'in-2' });
    expect(readQueryString('')).toEqual({});
  });
});
