import { formatFileSize } from './index';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1 kB'],
    [1536, '1.5 kB'],
    [38_912, '38.9 kB'],
    [123_456, '123 kB'],
    [999_999, '1 MB'],
    [2_400_000, '2.4 MB'],
    [5_300_000_000, '5.3 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('gives nothing for a size that is not one', () => {
    expect(formatFileSize(Number.NaN)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });

  it('follows the locale', () => {
    expect(formatFileSize(1_234_000, 'de')).toBe('1,2 MB');
  });
});
