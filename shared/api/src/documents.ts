// The supporting documents of an application (POST v1/files): which files are taken, read from their bytes and
// their names together. The page offers only these (the picker's accept list, a check by name before sending);
// the API checks the bytes. A document is a PDF, or a scan or photo of one as a JPEG or PNG: nothing that runs
// (a program, a web page, an SVG with a script), no empty file, and no file whose name says another type than
// its bytes are.
import { MAX_FILE_NAME_LENGTH, isAllowedText } from './schemas';
import { photoTypeOfBytes } from './photo';

/** The document types, each with the name endings it goes by. */
export const DOCUMENT_TYPES = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** The document types as a person reads them in a message. */
export const DOCUMENT_TYPE_NAMES = 'PDF, JPEG or PNG';

/** The file picker's accept list: the name endings and the types. */
export const DOCUMENT_ACCEPT = [
  ...Object.values(DOCUMENT_TYPES).flatMap((endings) => endings.map((ending) => `.${ending}`)),
  ...Object.keys(DOCUMENT_TYPES),
].join(',');

/** How many bytes of a file's start and of its end its type is read from. */
export const DOCUMENT_SAMPLE_BYTES = 64;

/** The document type a file's name says (by its ending, any case); null for any other name. */
export function documentTypeOfName(name: string): DocumentType | null {
  const ending = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (!ending) return null;
  const found = Object.entries(DOCUMENT_TYPES).find(([, endings]) =>
    (endings as readonly string[]).includes(ending),
  );
  return found ? (found[0] as DocumentType) : null;
}

const startsWith = (bytes: Uint8Array, expected: readonly number[]) =>
  expected.every((b, i) => bytes[i] === b);
const endsWith = (bytes: Uint8Array, expected: readonly number[]) =>
  bytes.length >= expected.length &&
  expected.every((b, i) => bytes[bytes.length - expected.length + i] === b);

const PDF_HEAD = [...'%PDF-'].map((c) => c.charCodeAt(0));
/** A PNG's first chunk after its signature: the header, 13 bytes long (IHDR). */
const PNG_HEADER = [0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
/** A PNG's last chunk: IEND, empty, with its checksum. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const JPEG_END = [0xff, 0xd9];

/** The bytes without the zero bytes some writers pad a file's end with. */
const unpadded = (bytes: Uint8Array) => {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  return bytes.subarray(0, end);
};

/**
 * The document type of a file by its first and last bytes (DOCUMENT_SAMPLE_BYTES each, or the whole file): a
 * PDF's header ('%PDF-'); a JPEG's start (start-of-image and a first segment) and its end-of-image marker; a PNG's
 * signature and header chunk (IHDR), and its end chunk (IEND). Null for anything else.
 */
export function documentTypeOfBytes(head: Uint8Array, tail: Uint8Array): DocumentType | null {
  if (startsWith(head, PDF_HEAD)) return 'application/pdf';
  const photo = photoTypeOfBytes(head);
  if (photo === 'image/jpeg' && endsWith(unpadded(tail), JPEG_END)) return 'image/jpeg';
  if (photo === 'image/png' && startsWith(head.subarray(8), PNG_HEADER) && endsWith(tail, PNG_END))
    return 'image/png';
  return null;
}

/** Why a file is not taken as a document: empty, not of a document type, or named as another type than it is
 * (or with a name the application cannot list: too long, or with a control character). */
export type DocumentRefusal = 'empty' | 'type' | 'name';

/** A file's type as a document, or why it is not one. */
export function checkDocument(file: {
  name: string;
  size: number;
  head: Uint8Array;
  tail: Uint8Array;
}): { type: DocumentType } | { refusal: DocumentRefusal } {
  if (file.size === 0) return { refusal: 'empty' };
  const type = documentTypeOfBytes(file.head, file.tail);
  if (!type) return { refusal: 'type' };
  const named = documentTypeOfName(file.name);
  if (named !== type || file.name.length > MAX_FILE_NAME_LENGTH || !isAllowedText(file.name, 'line'))
    return { refusal: 'name' };
  return { type };
}
