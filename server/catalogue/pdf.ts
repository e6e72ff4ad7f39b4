/**
 * A plain text PDF (A4, Helvetica): a title and lines, as many pages as the lines need. Enough for
 * reports without a PDF library; characters outside printable ASCII are written as '?' (₹ as 'Rs.').
 */
const LINES_PER_PAGE = 44;

export function textPdf(title: string, lines: string[]): Buffer {
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) pages.push(lines.slice(i, i + LINES_PER_PAGE));
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>'];
  const kids: string[] = [];
  pages.forEach((pageLines, p) => {
    const content = [
      ...(p === 0 ? ['BT /F2 16 Tf 50 790 Td', `(${escape(title)}) Tj`, 'ET', '0.2 0.45 0.7 RG 1.5 w 50 780 m 545 780 l S'] : []),
      `BT /F1 10 Tf 50 ${p === 0 ? 760 : 800} Td 16 TL`,
      ...pageLines.map((line) => `(${escape(line)}) Tj T*`),
      'ET',
      `BT /F1 8 Tf 500 30 Td (Page ${p + 1} of ${pages.length}) Tj ET`,
    ].join('\n');
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const contentRef = objects.length;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentRef} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`);
    kids.push(`${objects.length} 0 R`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function escape(text: string): string {
  return text.replace(/₹/g, 'Rs.').replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
}
