// The documents an application takes (POST v1/files), by their bytes and their names together: what the page
// offers (its accept list, its check by name) and what the API keeps.
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_SAMPLE_BYTES,
  checkDocument,
  documentTypeOfName,
  textLimitOf,
  LINE_TEXT_LIMIT,
} from './index';

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
const text = (value: string) => new TextEncoder().encode(value);
const PDF = text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** A file as the API reads it: its name, size, and its first and last bytes. */
const file = (name: string, bytes: Uint8Array) => ({
  name,
  size: bytes.length,
  head: bytes.subarray(0, DOCUMENT_SAMPLE_BYTES),
  tail: bytes.subarray(Math.max(0, bytes.length - DOCUMENT_SAMPLE_BYTES)),
});

it('offers PDF, JPEG and PNG files, by name ending and type', () => {
  expect(DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
  expect(
    ['a.PDF', 'b.jpeg', 'c.JPG', 'd.png', 'e.exe', 'f.html', 'g.svg', 'h', 'i.pdf.exe'].map(
      documentTypeOfName,
    ),
  ).toEqual(['application/pdf', 'image/jpeg', 'image/jpeg', 'image/png', null, null, null, null, null]);
});

it('takes a PDF, a JPEG and a PNG named as what they are', () => {
  expect(checkDocument(file('passport.pdf', PDF))).toEqual({ type: 'application/pdf' });
  expect(checkDocument(file('scan.JPG', REAL_JPEG))).toEqual({ type: 'image/jpeg' });
  expect(checkDocument(file('scan.png', REAL_PNG))).toEqual({ type: 'image/png' });
});

it('refuses an empty file, a program, a web page, an SVG, and a picture that is only its first (and last) bytes', () => {
  const mz = new Uint8Array(512);
  mz.set(text('MZ'));
  for (const [name, bytes, refusal] of [
    ['empty.pdf', new Uint8Array(), 'empty'],
    ['setup.exe', mz, 'type'],
    ['setup.pdf', mz, 'type'],
    ['page.html', text('<!doctype html><script>alert(1)</script>'), 'type'],
    ['page.pdf', text('<html><script>alert(1)</script></html>'), 'type'],
    ['logo.svg', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'type'],
    ['head.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), 'type'],
    [
      'ends.png',
      new Uint8Array([...REAL_PNG.subarray(0, 8), ...new Uint8Array(40), ...REAL_PNG.subarray(-12)]),
      'type',
    ],
    ['grades.txt', text('grades'), 'type'],
  ] as const)
    expect([name, checkDocument(file(name, bytes))]).toEqual([name, { refusal }]);
});

it('refuses a name that says another type than the bytes are, or that the application cannot list', () => {
  for (const name of [
    'passport.png',
    'passport.pdf.exe',
    'passport',
    'invoice\u202Efdp.exe.pdf',
    `${'a'.repeat(252)}.pdf`,
    'tab\u0000.pdf',
  ])
    expect([name, checkDocument(file(name, PDF))]).toEqual([name, { refusal: 'name' }]);
  expect(checkDocument(file('photo.pdf', REAL_JPEG))).toEqual({ refusal: 'name' });
});

it("the forms' text limits are the schemas'", () => {
  expect(textLimitOf('application', 'personalDetails.firstName')).toEqual({
    maxLength: 100,
    characters: 'line',
  });
  expect(textLimitOf('student', 'personalSummary')).toEqual({ maxLength: 2000, characters: 'text' });
  expect(textLimitOf('case', 'description')).toEqual({ maxLength: 2000, characters: 'text' });
  expect(textLimitOf('student', 'linkedinURL')).toEqual({ maxLength: 2048 });
  expect(textLimitOf('application', 'contactDetails.email')).toEqual({ maxLength: 254 });
  expect(textLimitOf('application', 'personalDetails.nowhere')).toEqual({});
  expect(LINE_TEXT_LIMIT).toEqual({ maxLength: 100, characters: 'line' });
});
