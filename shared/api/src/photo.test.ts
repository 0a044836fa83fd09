// A photo's type is read from its first bytes (its magic number), never from a declared type or a name.
import fc from 'fast-check';
import { PHOTO_TYPES, asPhoto, photoTypeOf, photoTypeOfBytes } from './index';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR');
const GIF = bytes('GIF89a', 1, 0, 1, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');

it('knows JPEG, PNG, GIF and WebP by their bytes, whatever type the blob declares', async () => {
  expect(PHOTO_TYPES).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
  expect(await photoTypeOf(new Blob([JPEG], { type: 'image/png' }))).toBe('image/jpeg');
  expect(await photoTypeOf(new Blob([PNG]))).toBe('image/png');
  expect(await photoTypeOf(new Blob([GIF], { type: 'application/octet-stream' }))).toBe('image/gif');
  expect(await photoTypeOf(new Blob([bytes('GIF87a', 1, 0)]))).toBe('image/gif');
  expect(await photoTypeOf(new Blob([WEBP], { type: 'text/plain' }))).toBe('image/webp');
});

it('refuses an SVG, HTML, text, an empty blob and a truncated magic number, even declared as an image', async () => {
  for (const [content, type] of [
    [SVG, 'image/svg+xml'],
    [SVG, 'image/jpeg'],
    [bytes('<html><script>alert(1)</script>'), 'image/png'],
    [bytes('hello'), 'image/gif'],
    [bytes(), 'image/jpeg'],
    [bytes(0xff, 0xd8), 'image/jpeg'],
    [bytes(0x89, 'PNG'), 'image/png'],
    [bytes('RIFF', 0, 0, 0, 0, 'WAVE'), 'image/webp'],
    [bytes('GIF89'), 'image/gif'],
  ] as const)
    expect([type, await photoTypeOf(new Blob([content], { type }))]).toEqual([type, null]);
});

it('never takes text for a photo', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string(), async (text) => {
      // Printable text starts with no photo magic number (0xFF, 0x89, "GIF8", "RIFF...WEBP") unless it spells
      // one out, which a GIF or WebP header in ASCII does.
      fc.pre(!/^(GIF8[79]a|RIFF[\s\S]{4}WEBP)/.test(text));
      expect(await photoTypeOf(new Blob([new TextEncoder().encode(text)]))).toBeNull();
    }),
    { numRuns: 60 },
  );
});

it('gives a photo the type its bytes show, and nothing else a blob at all', async () => {
  const png = await asPhoto(new Blob([PNG], { type: 'application/octet-stream' }));
  expect(png?.type).toBe('image/png');
  expect(png?.size).toBe(PNG.length);
  expect(await asPhoto(new Blob([SVG], { type: 'image/jpeg' }))).toBeNull();
});

describe('a whole photo (what the API takes): built as a picture of its type, not only its first bytes', () => {
  // A 2 x 2 picture as Chromium's canvas writes it, as a JPEG and as a PNG.
  const REAL_JPEG = Uint8Array.from(
    Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAYEQADAQEAAAAAAAAAAAAAAAAAAQIxMv/aAAwDAQACEQMRAD8AgAErWUU8o//Z',
      'base64',
    ),
  );
  const REAL_PNG = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAGElEQVR4AWIyTjvz/4yx8X+mmWfTGUAAAAAA//+epcSjAAAABklEQVQDAEmlBmcKQbAvAAAAAElFTkSuQmCC',
      'base64',
    ),
  );
  const whole = (data: Uint8Array) => photoTypeOfBytes(data, { whole: true });

  it('takes a real JPEG and PNG', () => {
    expect(whole(REAL_JPEG)).toBe('image/jpeg');
    expect(whole(REAL_PNG)).toBe('image/png');
  });

  it('refuses the first bytes of one followed by anything else, a cut file, or another end', () => {
    const damaged = new Uint8Array(2048);
    damaged.set([0xff, 0xd8, 0xff, 0xe0]);
    for (const [what, data] of [
      ['three bytes of a JPEG', bytes(0xff, 0xd8, 0xff)],
      ['a JPEG head and zeros', damaged],
      ['a JPEG head and a JPEG end', bytes(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9)],
      ['a JFIF segment alone', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0, 1, 0xff, 0xd9)],
      ['a JPEG cut short', REAL_JPEG.subarray(0, REAL_JPEG.length - 40)],
      ['a JPEG with a script after its end', new Uint8Array([...REAL_JPEG, ...bytes('<script>')])],
      ['a PNG signature and its header alone', PNG],
      ['a PNG cut short', REAL_PNG.subarray(0, REAL_PNG.length - 12)],
      ['an SVG', SVG],
    ] as const)
      expect([what, whole(data)]).toEqual([what, null]);
  });

  it('reads the type from the first bytes alone when the file is not whole (a blob being shown)', () => {
    expect(photoTypeOfBytes(REAL_JPEG.subarray(0, 16))).toBe('image/jpeg');
    expect(photoTypeOfBytes(bytes(0xff, 0xd8, 0xff))).toBeNull();
  });
});
