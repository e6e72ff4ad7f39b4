/** The certificate's palette and small drawings: the site's colours (site/app/theme/theme.ts), its logo, a tick. */
export const INK = {
  primary: '#0F4C81',
  dark: '#0A3559',
  accent: '#B94A12',
  text: '#243B53',
  muted: '#5B6B7B',
  line: '#C9D8E7',
  pale: '#F3F7FB',
  success: '#1E7B34',
} as const;

/** Text and background of the status pill: green in force, amber before check-in, grey released, red cancelled. */
export const STATUS_COLOURS: Record<string, { text: string; fill: string }> = {
  Active: { text: '#1E7B34', fill: '#E3F3E6' },
  'Pending-Check-in': { text: '#8A5300', fill: '#FFF1D6' },
  Released: { text: '#4A5563', fill: '#ECEFF3' },
  Cancelled: { text: '#B3261E', fill: '#FBE4E2' },
};

/**
 * The house mark of the site's logo (site/app/layout/logo.tsx, its 36-unit box) at (x, y), `size` points
 * square, in its light variant for the blue header: a white tile, the house and the N in blue.
 */
export function drawLogoMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const k = size / 36;
  doc.save();
  doc.translate(x, y - 2 * k).scale(k);
  doc.roundedRect(0, 2, 36, 36, 9).fill('#FFFFFF');
  doc.path('M18 8 L31 19 H27 V31 H9 V19 H5 Z').fill(INK.primary);
  doc.path('M13 31 V22 H15.5 L20.5 28 V22 H23 V31 H20.5 L15.5 25 V31 Z').fill('#FFFFFF');
  doc.circle(29, 9, 3.2).fill('#FFD2B3');
  doc.restore();
}

/** A filled round tick of diameter `size` with its top-left corner at (x, y). */
export function drawTick(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  colour: string = INK.success,
): void {
  const r = size / 2;
  doc.save();
  doc.circle(x + r, y + r, r).fill(colour);
  doc
    .moveTo(x + size * 0.27, y + size * 0.52)
    .lineTo(x + size * 0.44, y + size * 0.68)
    .lineTo(x + size * 0.74, y + size * 0.34)
    .lineWidth(size * 0.13)
    .lineCap('round')
    .lineJoin('round')
    .stroke('#FFFFFF');
  doc.restore();
}
