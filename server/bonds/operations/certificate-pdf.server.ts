import { messages } from '#generated/messages.ts';
import { BRAND } from '#server/shared/brand.ts';
import { newPdf } from '#server/shared/pdf.server.ts';

import { drawLogoMark, drawTick, INK, STATUS_COLOURS } from './certificate-marks.ts';
import { drawQrCode } from './certificate-qr.ts';

/** What the certificate prints, every value already written as it shows (₹ with two decimals, DD/MM/YYYY). */
export interface CertificateContent {
  bondId: string;
  status: string;
  inForce: boolean;
  tenant: { name: string; detail?: string };
  coApplicants?: string;
  landlord: { name: string; detail?: string };
  property: { name: string; address: string };
  /** Label and value of each term, three to a row: amount, fee, tenure, dates. */
  terms: { label: string; value: string }[];
  covers: string[];
  /** The public page that confirms the bond, absolute. */
  verifyUrl: string;
  /** The day the document is made (DD/MM/YYYY). */
  printedOn: string;
}

const W = 595.28;
const H = 841.89;
const FRAME = 22;
const X = 56;
const WIDTH = W - 2 * X;
const t = messages.bondCertificate;

/**
 * The bond certificate: one A4 page in the site's colours. A blue header with the logo and the bond number,
 * the title and a one-line statement, the status, the parties and the property, the terms in a grid,
 * what the bond covers, and a verification panel with a QR code of the public page that confirms it.
 * A bond no longer in force carries its status across the page and a notice under the status.
 */
export function certificatePdf(c: CertificateContent, createdAt?: Date): Promise<Buffer> {
  const { doc, done } = newPdf(`${BRAND} ${t.title} ${c.bondId}`, { margin: 0, createdAt });
  doc.info.Subject = `${t.title} ${c.bondId}`;

  // Frame: a heavy blue line and a fine accent line inside it.
  doc
    .rect(FRAME, FRAME, W - 2 * FRAME, H - 2 * FRAME)
    .lineWidth(2.5)
    .stroke(INK.primary);
  doc
    .rect(FRAME + 5, FRAME + 5, W - 2 * FRAME - 10, H - 2 * FRAME - 10)
    .lineWidth(0.6)
    .stroke(INK.accent);

  // Header band.
  const top = FRAME + 5;
  doc.rect(top, top, W - 2 * top, 82).fill(INK.primary);
  drawLogoMark(doc, X - 6, top + 21, 40);
  doc
    .font('bold')
    .fontSize(26)
    .fillColor('#FFFFFF')
    .text(BRAND, X + 44, top + 25, { lineBreak: false });
  const right = { width: 240, align: 'right' as const, lineBreak: false };
  doc
    .font('bold')
    .fontSize(8)
    .fillColor('#CFE0F1')
    .text(t.title.toUpperCase(), W - X - 240, top + 22, { ...right });
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor('#CFE0F1')
    .text('Bond number', W - X - 240, top + 38, right);
  doc
    .font('bold')
    .fontSize(15)
    .fillColor('#FFFFFF')
    .text(c.bondId, W - X - 240, top + 50, right);

  // Title, subtitle and statement.
  let y = top + 98;
  doc.font('bold').fontSize(24).fillColor(INK.dark).text(t.title, X, y, { width: WIDTH, align: 'center' });
  y += 31;
  doc.font('body').fontSize(10.5).fillColor(INK.muted).text(t.subtitle, X, y, { width: WIDTH, align: 'center' });
  y += 19;
  doc
    .moveTo(W / 2 - 30, y)
    .lineTo(W / 2 + 30, y)
    .lineWidth(2)
    .stroke(INK.accent);
  y += 12;
  const statement = `This certifies that ${BRAND} has issued the rental bond below for the tenant and the property named on it. The landlord may claim under it as set out in its terms.`;
  doc.font('body').fontSize(9.5).fillColor(INK.text);
  doc.text(statement, X + 20, y, { width: WIDTH - 40, align: 'center', lineGap: 2 });
  y += doc.heightOfString(statement, { width: WIDTH - 40, lineGap: 2 }) + 10;

  // Status.
  const colours = STATUS_COLOURS[c.status] ?? { text: INK.muted, fill: INK.pale };
  const label = `Status: ${c.status}`;
  doc.font('bold').fontSize(10);
  const pill = doc.widthOfString(label) + 30;
  doc.roundedRect(W / 2 - pill / 2, y, pill, 22, 11).fill(colours.fill);
  doc.circle(W / 2 - pill / 2 + 13, y + 11, 3).fill(colours.text);
  doc.fillColor(colours.text).text(label, W / 2 - pill / 2 + 20, y + 6, { lineBreak: false });
  y += 27;
  if (!c.inForce) {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(colours.text)
      .text(t.notInForce.replace('{status}', c.status), X, y, { width: WIDTH, align: 'center' });
    y += 15;
  }
  y += 5;

  // Parties and property.
  const half = (WIDTH - 12) / 2;
  const tenantLines = [c.tenant.detail, c.coApplicants ? `Co-applicants: ${c.coApplicants}` : undefined];
  const partyHeight = Math.max(
    card(doc, 'Tenant', c.tenant.name, tenantLines, X, y, half, true),
    card(doc, 'Landlord', c.landlord.name, [c.landlord.detail], X, y, half, true),
  );
  card(doc, 'Tenant', c.tenant.name, tenantLines, X, y, half, false, partyHeight);
  card(doc, 'Landlord', c.landlord.name, [c.landlord.detail], X + half + 12, y, half, false, partyHeight);
  y += partyHeight + 10;
  y += card(doc, 'Property', c.property.name, [c.property.address], X, y, WIDTH, false) + 12;

  // Terms, three to a row: rows of 44 points, down to 38 when long names and addresses left less room.
  const panelTop = H - FRAME - 5 - 40 - 100;
  const rows = Math.ceil(c.terms.length / 3);
  const coversHeight = 19 + Math.ceil(c.covers.length / 2) * 16 + 2;
  const step = Math.max(38, Math.min(44, Math.floor((panelTop - 6 - y - 8 - coversHeight) / rows)));
  const cellW = (WIDTH - 16) / 3;
  c.terms.forEach((term, i) => {
    const cx = X + (i % 3) * (cellW + 8);
    const cy = y + Math.floor(i / 3) * step;
    doc.roundedRect(cx, cy, cellW, step - 5, 5).fill(INK.pale);
    doc
      .font('bold')
      .fontSize(7)
      .fillColor(INK.muted)
      .text(term.label.toUpperCase(), cx + 10, cy + (step - 25) / 2, { width: cellW - 20, lineBreak: false });
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(INK.dark)
      .text(term.value, cx + 10, cy + (step - 25) / 2 + 11, { width: cellW - 20, lineBreak: false });
  });
  y += rows * step + 8;

  // What the bond covers.
  doc.rect(X, y + 1, 3, 12).fill(INK.accent);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK.dark)
    .text(t.coversHeading, X + 10, y, { lineBreak: false });
  y += 19;
  c.covers.forEach((cover, i) => {
    const cx = X + (i % 2) * (WIDTH / 2);
    const cy = y + Math.floor(i / 2) * 16;
    drawTick(doc, cx, cy, 10.5);
    doc
      .font('body')
      .fontSize(9)
      .fillColor(INK.text)
      .text(cover, cx + 16, cy + 0.5, { width: WIDTH / 2 - 18, lineBreak: false });
  });
  y += Math.ceil(c.covers.length / 2) * 16 + 2;
  // The note goes where there is room for it above the panel (long names and addresses can take it).
  doc.font('body').fontSize(8);
  if (y + doc.heightOfString(t.coverNote, { width: WIDTH, lineGap: 1 }) < panelTop - 6)
    doc.fillColor(INK.muted).text(t.coverNote, X, y, { width: WIDTH, lineGap: 1 });

  verificationPanel(doc, c, panelTop);

  // Footer.
  const footer = `Printed on ${c.printedOn} by ${BRAND}. A certificate is good only while the bond's status on ${BRAND} is Active or Pending-Check-in: check it at the address above.`;
  doc
    .font('body')
    .fontSize(7)
    .fillColor(INK.muted)
    .text(footer, X, H - FRAME - 5 - 32, { width: WIDTH, align: 'center', lineGap: 1 });
  if (!c.inForce) watermark(doc, c.status.toUpperCase(), STATUS_COLOURS[c.status]?.text ?? INK.muted);
  doc.end();
  return done;
}

/** A bordered card (or, with `measure`, only its height): a small capital label, a bold name, detail lines. */
function card(
  doc: PDFKit.PDFDocument,
  label: string,
  name: string,
  lines: (string | undefined)[],
  x: number,
  y: number,
  width: number,
  measure: boolean,
  height?: number,
): number {
  const inner = width - 24;
  const details = lines.filter((l): l is string => !!l);
  doc.font('bold').fontSize(12);
  const nameHeight = doc.heightOfString(name, { width: inner });
  doc.font('body').fontSize(9);
  const detailHeights = details.map((d) => doc.heightOfString(d, { width: inner, lineGap: 1 }));
  const needed = 12 + 12 + nameHeight + detailHeights.reduce((s, h) => s + h + 2, 0) + 10;
  if (measure) return needed;
  const h = height ?? needed;
  doc.roundedRect(x, y, width, h, 6).lineWidth(0.8).stroke(INK.line);
  doc
    .font('bold')
    .fontSize(7)
    .fillColor(INK.muted)
    .text(label.toUpperCase(), x + 12, y + 11, { width: inner, lineBreak: false });
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK.dark)
    .text(name, x + 12, y + 23, { width: inner });
  let ly = y + 23 + nameHeight + 2;
  details.forEach((d, i) => {
    doc
      .font('body')
      .fontSize(9)
      .fillColor(INK.text)
      .text(d, x + 12, ly, { width: inner, lineGap: 1 });
    ly += detailHeights[i] + 2;
  });
  return h;
}

/** The panel at the foot: the QR code of the public verification page, its address as a link, what it is for. */
function verificationPanel(doc: PDFKit.PDFDocument, c: CertificateContent, y: number): void {
  const h = 100;
  doc.roundedRect(X, y, WIDTH, h, 8).fillAndStroke('#F7FAFD', INK.primary);
  drawQrCode(doc, c.verifyUrl, X + 8, y + 6, 88, INK.dark);
  const tx = X + 108;
  const tw = WIDTH - 120;
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK.primary)
    .text(t.verifyHeading, tx, y + 14, { width: tw, lineBreak: false });
  doc
    .font('body')
    .fontSize(9)
    .fillColor(INK.text)
    .text(t.verifyText, tx, y + 33, { width: tw, lineGap: 1 });
  const urlY = y + 33 + doc.heightOfString(t.verifyText, { width: tw, lineGap: 1 }) + 8;
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(INK.primary)
    .text(c.verifyUrl, tx, urlY, { width: tw, link: c.verifyUrl, underline: true });
}

/** The status in large pale letters across the page, over everything, as a stamp. */
function watermark(doc: PDFKit.PDFDocument, text: string, colour: string): void {
  doc.save();
  doc.rotate(-35, { origin: [W / 2, H / 2] });
  // As large as fits the page's width along the slant, up to 96 points.
  doc.font('bold').fontSize(100);
  const size = Math.min(96, (100 * W * 0.95) / doc.widthOfString(text));
  doc.fontSize(size).fillColor(colour).fillOpacity(0.1);
  doc.text(text, W / 2 - doc.widthOfString(text) / 2, H / 2 - size / 2, { lineBreak: false });
  doc.restore();
}
