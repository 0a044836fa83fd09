// A photo's type is read from its first bytes (its magic number), never from a declared type or a name.
import fc from 'fast-check';
import { PHOTO_TYPES, asPhoto, photoTypeOf } from './index';

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
