import QRCode from 'qrcode';

/**
 * Draws `text` as a QR code (error correction M) of `size` points with its top-left corner at (x, y):
 * vector squares, each row's run of dark modules one rectangle, so the code stays sharp at any zoom and
 * costs a few hundred bytes. The quiet zone (4 modules, as the standard asks) is inside `size`.
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  color = '#000000',
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill('#FFFFFF');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      // A hair of overlap closes the seams some viewers draw between neighbouring squares.
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill(color);
  doc.restore();
}
