import { ownValue } from '#engine/runtime/own-value.ts';

/**
 * The files Nivaas accepts, recognised by their first bytes, never by their name alone: JPEG and PNG
 * images, PDF documents, MP4 and AVI videos (spec 002 §5, §9).
 */
export type Family = 'image' | 'pdf' | 'video';
export type KindName = 'jpeg' | 'png' | 'pdf' | 'mp4' | 'avi';

export interface FileKind {
  family: Family;
  ext: string;
  mime: string;
}

const MB = 1024 * 1024;

export const KINDS: Record<KindName, FileKind> = {
  jpeg: { family: 'image', ext: 'jpg', mime: 'image/jpeg' },
  png: { family: 'image', ext: 'png', mime: 'image/png' },
  pdf: { family: 'pdf', ext: 'pdf', mime: 'application/pdf' },
  mp4: { family: 'video', ext: 'mp4', mime: 'video/mp4' },
  avi: { family: 'video', ext: 'avi', mime: 'video/x-msvideo' },
};

/** Largest accepted size per family: images 2 MB, PDF 7 MB, videos 40 MB. */
export const MAX_BYTES: Record<Family, number> = { image: 2 * MB, pdf: 7 * MB, video: 40 * MB };
export const LARGEST_FILE = Math.max(...Object.values(MAX_BYTES));
/** A request carrying the largest file and a form's few short fields. */
export const UPLOAD_BODY_LIMIT = LARGEST_FILE + MB;

/** Bytes needed to recognise every kind. */
export const HEAD_BYTES = 12;

const starts = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The kind the content really is, from its magic bytes; undefined for anything else. */
export function detectKind(head: Buffer): KindName | undefined {
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(head, ascii('%PDF-'))) return 'pdf';
  if (starts(head, ascii('ftyp'), 4)) return 'mp4';
  if (starts(head, ascii('RIFF')) && starts(head, ascii('AVI '), 8)) return 'avi';
  return undefined;
}

const BY_EXTENSION: Record<string, Family> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  pdf: 'pdf',
  mp4: 'video',
  avi: 'video',
};
const BY_MIME: Record<string, Family> = {
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/pjpeg': 'image',
  'image/png': 'image',
  'application/pdf': 'pdf',
  'video/mp4': 'video',
  'video/x-msvideo': 'video',
  'video/avi': 'video',
  'video/msvideo': 'video',
};

/**
 * What the client says the file is: by its name's extension, else by its declared content type.
 * `unknown` when it names something we never accept (a .txt, an .exe); undefined when it says nothing useful.
 */
export function declaredFamily(
  filename: string | undefined,
  mimetype: string | undefined,
): Family | 'unknown' | undefined {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(filename ?? '')?.[1]?.toLowerCase();
  if (ext) return ownValue(BY_EXTENSION, ext) ?? 'unknown';
  const mime = (mimetype ?? '').toLowerCase().split(';')[0].trim();
  if (!mime || mime === 'application/octet-stream') return undefined;
  return ownValue(BY_MIME, mime) ?? 'unknown';
}

/** Upload `type`s that only take one family; any other type takes any accepted file. */
const TYPE_FAMILIES: Record<string, Family[]> = {
  property: ['image'],
  profile: ['image'],
  avatar: ['image'],
  image: ['image'],
  images: ['image'],
  video: ['video'],
  videos: ['video'],
  invoice: ['pdf'],
  invoices: ['pdf'],
  claimdocument: ['pdf'],
  claimdoc: ['pdf'],
  agreement: ['pdf'],
};

export function familiesFor(type: string): Family[] {
  return ownValue(TYPE_FAMILIES, type.toLowerCase().replace(/[^a-z]/g, '')) ?? ['image', 'pdf', 'video'];
}
