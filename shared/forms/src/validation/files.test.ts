import { activateLocale, loadCatalog } from '@portal/i18n';
import { addFiles, fileTooLarge, formatMegabytes, MAX_UPLOAD_BYTES, newFiles, removeFile } from './files';

beforeAll(() => {
  loadCatalog({});
  activateLocale('en');
});

/** A File that reports `size` bytes without allocating them. */
function file(name: string, size = 10): File {
  const result = new File(['x'], name);
  Object.defineProperty(result, 'size', { value: size });
  return result;
}

describe('fileTooLarge', () => {
  it('defaults to 32Mb', () => {
    expect(MAX_UPLOAD_BYTES).toBe(32 * 1024 * 1024);
    expect(fileTooLarge()([file('cv.pdf', MAX_UPLOAD_BYTES)])).toBeUndefined();
    expect(fileTooLarge()([file('ok.pdf'), file('video.mp4', MAX_UPLOAD_BYTES + 1)])).toBe(
      'video.mp4 is larger than 32Mb',
    );
  });

  it('takes a limit, one file or none', () => {
    expect(fileTooLarge(1024 * 1024)(file('photo.jpg', 2 * 1024 * 1024))).toBe(
      'photo.jpg is larger than 1Mb',
    );
    expect(fileTooLarge()(undefined)).toBeUndefined();
    expect(fileTooLarge()([])).toBeUndefined();
  });

  it('formats the limit in Mb', () => {
    expect(formatMegabytes(MAX_UPLOAD_BYTES)).toBe('32Mb');
    expect(formatMegabytes(1.5 * 1024 * 1024)).toBe('1.5Mb');
  });
});

describe('newFiles, addFiles and removeFile', () => {
  it('keeps the files of a choice whose name is not listed, nor earlier in the choice', () => {
    const b = file('b.pdf');
    expect(newFiles(['a.pdf'], [file('a.pdf'), b, file('b.pdf', 2)])).toEqual([b]);
    expect(newFiles([], [])).toEqual([]);
  });

  it('ignores files whose name is already there', () => {
    const cv = file('cv.pdf');
    const result = addFiles([cv], [file('cv.pdf', 99), file('id.png'), file('id.png')]);
    expect(result.map((f) => f.name)).toEqual(['cv.pdf', 'id.png']);
    expect(result[0]).toBe(cv);
  });

  it('removes the clicked file', () => {
    const files = [file('cv.pdf'), file('id.png')];
    expect(removeFile(files, files[0]!).map((f) => f.name)).toEqual(['id.png']);
  });
});

describe('fileTooLarge on what is not a file', () => {
  it('skips entries without a numeric size, never throwing', () => {
    const rule = fileTooLarge(5);
    expect(rule([null, undefined, 'big.pdf', 7, {}] as never)).toBeUndefined();
    expect(rule([null, { size: 9 }] as never)).toBe(' is larger than 0Mb');
    expect(rule([null, file('big.pdf', 9)] as never)).toBe('big.pdf is larger than 0Mb');
  });
});
