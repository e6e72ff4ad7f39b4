import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import PDFDocument from 'pdfkit';

/**
 * Text PDFs (A4) written with pdfkit in DejaVu Sans, embedded and subset, so every character we print
 * shows, the ₹ sign included: a title over a rule, then lines, as many pages as they need, each page
 * numbered. Text stays extractable (the embedded font carries a ToUnicode map). A line may carry a
 * bookmark: an entry of the document outline (the viewer's sidebar) that opens its page.
 */
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/** Plain Uint8Arrays of this realm (pdfkit tests `instanceof Uint8Array`, which a Buffer fails under jsdom). */
const fontBytes = (name: string) => {
  const bytes = readFileSync(join(FONT_DIR, name));
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
const loadFonts = () => (fonts ??= { regular: fontBytes('DejaVuSans.ttf'), bold: fontBytes('DejaVuSans-Bold.ttf') });

const MARGIN = 50;
const BRAND_BLUE = '#3373b3';

export type PdfLine = string | { text: string; bookmark: string };

export interface TextPdfOptions {
  /** Title size in points (16). */
  titleSize?: number;
  /** Body size in points (10). */
  bodySize?: number;
  /** The document's creation date; a fixed one makes the same bytes on every run (the seed's files). */
  createdAt?: Date;
}

/**
 * A new A4 document with the two fonts registered as `body` and `bold`, and the bytes it will have once
 * `doc.end()` is called: the start of every PDF we write (this text layout, the bond certificate).
 */
export function newPdf(
  title: string,
  options: { margin?: number; createdAt?: Date } = {},
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin ?? MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'Nivaas', Producer: 'Nivaas', CreationDate: options.createdAt ?? new Date() },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  return { doc, done };
}

export function textPdf(title: string, lines: PdfLine[], options: TextPdfOptions = {}): Promise<Buffer> {
  const { doc, done } = newPdf(title, { createdAt: options.createdAt });
  const width = doc.page.width - 2 * MARGIN;

  doc
    .font('bold')
    .fontSize(options.titleSize ?? 16)
    .fillColor('black')
    .text(title, { width });
  const ruleY = doc.y + 4;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + width, ruleY)
    .lineWidth(1.5)
    .strokeColor(BRAND_BLUE)
    .stroke();
  doc.y = ruleY + 12;
  doc.font('body').fontSize(options.bodySize ?? 10);
  for (const line of lines) {
    const text = typeof line === 'string' ? line : line.text;
    // The bookmark opens the page the line starts on: move to a new page first when the line will not fit.
    if (typeof line !== 'string') {
      if (doc.y + doc.heightOfString(text, { width, lineGap: 4 }) > doc.page.height - doc.page.margins.bottom)
        doc.addPage();
      doc.outline.addItem(line.bookmark);
    }
    doc.text(text === '' ? ' ' : text, MARGIN, undefined, { width, lineGap: 4 });
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // the footer sits in the margin; writing there must not start a page
    doc
      .font('body')
      .fontSize(8)
      .fillColor('#555555')
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 30, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
