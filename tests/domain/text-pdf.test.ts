import { inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { textPdf } from '#server/shared/pdf.server.ts';

/** The decompressed content of every stream in a PDF. */
const streams = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return m[1];
    }
  });

describe('text PDFs (pdfkit)', () => {
  it('embed a font that has the ₹ sign, mapped back to Unicode so the text can be copied and searched', async () => {
    const pdf = await textPdf('Bond certificate', ['Bond value: ₹60,000']);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toContain('/FontFile2');
    expect(streams(pdf).some((s) => s.includes('begincmap') && s.includes('<20b9>'))).toBe(true);
  });

  it('run onto as many numbered pages as the lines need, with bookmarks to the lines that carry one', async () => {
    const lines = [
      ...Array.from({ length: 100 }, (_, i) => `Line ${i + 1}`),
      { text: '1. Unpaid Rent: claimed ₹1,000', bookmark: '1. Unpaid Rent' },
    ];
    const pdf = await textPdf('Claim report', lines);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Type \/Pages\s*\/Count 3/);
    expect(raw).toContain('/Title (1. Unpaid Rent)');
  });

  it('are the same bytes for the same content and creation date', async () => {
    const createdAt = new Date('2026-01-01T00:00:00Z');
    const a = await textPdf('Rent agreement', ['Between the landlord and the tenant'], { createdAt });
    const b = await textPdf('Rent agreement', ['Between the landlord and the tenant'], { createdAt });
    expect(a.equals(b)).toBe(true);
  });
});
