import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { textPdf } from '#server/shared/pdf.server.ts';

import { collegeBannerFiles } from './college-banners.ts';
import { SAMPLE_DOCUMENTS, type SampleDocument } from './sample-documents.ts';
import { SEED_FOLDER, SEED_URL_PATH } from './seed-folder.ts';
import { BUILDING_KINDS, buildingSvg } from './svg-buildings.ts';
import { damageSvg, portraitSvg, pressSvg } from './svg-misc.ts';
import { ROOM_KINDS, roomSvg } from './svg-rooms.ts';

/** The sample PDFs' creation date: fixed, so they are the same bytes on every run. */
const SAMPLE_PDF_DATE = new Date('2026-01-01T00:00:00Z');

/** Where the demo rows point: absolute URLs for `format: uri` fields, `/uploads/...` paths for plain file fields. */
export interface SeedFiles {
  /** Exterior illustrations (property covers), absolute URLs. */
  buildings: string[];
  /** Interior illustrations, absolute URLs. */
  rooms: string[];
  /** People (avatars, testimonials, leadership), absolute URLs. */
  portraits: string[];
  /** Press-card images, absolute URLs. */
  press: string[];
  /** Damage photos for claim lines, `/uploads/seed/...` paths. */
  damage: string[];
  /** Sample PDFs (agreements, reports, proofs), `/uploads/seed/...` paths. */
  docs: Record<SampleDocument, string>;
  /** The site's own address, for `format: uri` fields. */
  publicUrl: string;
  /** Every file written, relative to uploadsDir. */
  written: string[];
}

/** Writes the illustrations and sample PDFs; the same bytes on every run. */
export async function writeSeedFiles(uploadsDir: string, publicUrl: string): Promise<SeedFiles> {
  const dir = join(uploadsDir, SEED_FOLDER);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  const put = async (name: string, content: string | Buffer): Promise<string> => {
    await writeFile(join(dir, name), content);
    written.push(`${SEED_FOLDER}/${name}`);
    return `${SEED_URL_PATH}/${name}`;
  };
  const base = publicUrl.replace(/\/+$/, '');
  const absolute = (paths: string[]) => paths.map((p) => `${base}${p}`);

  const rooms: string[] = [];
  const buildings: string[] = [];
  for (let variant = 0; variant < 3; variant++) {
    for (const kind of ROOM_KINDS)
      rooms.push(await put(`room-${kind}-${variant + 1}.svg`, roomSvg(kind, variant * 2 + ROOM_KINDS.indexOf(kind))));
    for (const kind of BUILDING_KINDS)
      buildings.push(
        await put(`building-${kind}-${variant + 1}.svg`, buildingSvg(kind, variant + BUILDING_KINDS.indexOf(kind))),
      );
  }
  const portraits: string[] = [];
  for (let i = 0; i < 8; i++) portraits.push(await put(`person-${i + 1}.svg`, portraitSvg(i)));
  const press: string[] = [];
  for (let i = 0; i < 4; i++) press.push(await put(`press-${i + 1}.svg`, pressSvg(i)));
  const damage: string[] = [];
  for (let i = 0; i < 4; i++) damage.push(await put(`damage-${i + 1}.svg`, damageSvg(i)));
  for (const banner of collegeBannerFiles()) await put(banner.name, banner.svg);

  const docs = {} as Record<SampleDocument, string>;
  for (const [key, doc] of Object.entries(SAMPLE_DOCUMENTS) as [
    SampleDocument,
    (typeof SAMPLE_DOCUMENTS)[SampleDocument],
  ][]) {
    docs[key] = await put(
      `${key}.pdf`,
      await textPdf(doc.title, doc.lines, { titleSize: 18, bodySize: 11, createdAt: SAMPLE_PDF_DATE }),
    );
  }

  return {
    buildings: absolute(buildings),
    rooms: absolute(rooms),
    portraits: absolute(portraits),
    press: absolute(press),
    damage,
    docs,
    publicUrl: base,
    written,
  };
}
