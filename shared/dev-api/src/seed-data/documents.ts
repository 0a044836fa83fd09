/** Small, real files for the seed: a one-page PDF written by hand, a PNG encoded by hand, plain text
 * and a PNG avatar. No dependencies; the output is the same for the same input. */
import { deflateSync } from 'node:zlib';

/** Text the built-in PDF font (Helvetica, WinAnsi) can show: ASCII, macrons folded. */
function pdfText(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
  return folded.replace(/[\\()]/g, (c) => `\\${c}`);
}

export interface PdfLine {
  text: string;
  /** Font size in points (default 11). */
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

/** A valid one-page A4 PDF 1.4 with the given lines of text (Helvetica). */
export function makePdf(title: string, lines: PdfLine[]): Buffer {
  let y = 790;
  const ops: string[] = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.45;
    ops.push(
      `/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 56 ${y.toFixed(0)} Tm (${pdfText(line.text)}) Tj`,
    );
  }
  ops.push('ET');
  // A thin rule under the heading.
  ops.push('0.2 0.3 0.5 RG 1 w 56 760 m 539 760 l S');
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title)}) /Producer (@portal/dev-api) >>`,
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export type Rgb = readonly [number, number, number];

/** An RGB PNG; `pixel(x, y)` gives each pixel's colour. */
export function makePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const hexToRgb = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/** A student ID card picture: a card with a coloured header band, a photo box and text lines. */
export function makeIdCardPng(accent: string): Buffer {
  const [ar, ag, ab] = hexToRgb(accent);
  const width = 320;
  const height = 200;
  return makePng(width, height, (x, y) => {
    const edge = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
    if (edge) return [226, 230, 236];
    if (y < 52) return [ar, ag, ab];
    if (x >= 24 && x < 104 && y >= 70 && y < 170) {
      const dx = x - 64;
      const dy = y - 105;
      if (dx * dx + dy * dy < 22 * 22) return [160, 170, 184];
      if (y > 135 && Math.abs(dx) < 34 - (170 - y) / 3) return [160, 170, 184];
      return [236, 239, 244];
    }
    const lines = [82, 104, 126, 148];
    if (x >= 124 && lines.some((top, i) => y >= top && y < top + 9 && x < 290 - i * 30))
      return [120, 130, 145];
    return [255, 255, 255];
  });
}

const AVATAR_COLOURS = [
  '#1f6feb',
  '#8250df',
  '#bf3989',
  '#cf222e',
  '#bc4c00',
  '#1a7f37',
  '#0a7a8a',
  '#6e40c9',
];

/**
 * A student's photo as the API keeps one: a 256 px square PNG picture (a head and shoulders on the
 * student's colour, lit from above), never an SVG: the API serves only raster images, which run nothing.
 */
export function makeAvatarPng(colourIndex: number): Buffer {
  const [r, g, b] = hexToRgb(AVATAR_COLOURS[colourIndex % AVATAR_COLOURS.length] as string);
  const size = 256;
  const shade = (k: number): Rgb => [Math.round(r * k), Math.round(g * k), Math.round(b * k)];
  const tint = (k: number): Rgb => [
    Math.round(r + (255 - r) * k),
    Math.round(g + (255 - g) * k),
    Math.round(b + (255 - b) * k),
  ];
  return makePng(size, size, (x, y) => {
    const head = (x - 128) ** 2 + (y - 104) ** 2 < 46 ** 2;
    // Shoulders: the top half of an ellipse below the head.
    const shoulders = y > 168 && ((x - 128) / 92) ** 2 + ((y - 256) / 88) ** 2 < 1;
    if (head || shoulders) return tint(0.72 - (y / size) * 0.18);
    return shade(1.08 - (y / size) * 0.28);
  });
}
