import { messages } from '#generated/messages.ts';

import {
  declaredFamily,
  detectKind,
  familiesFor,
  type Family,
  HEAD_BYTES,
  type KindName,
  KINDS,
  MAX_BYTES,
} from './file-kinds.ts';

export const typeMessage = (family: Family) =>
  family === 'image'
    ? messages.upload.imageType
    : family === 'pdf'
      ? messages.upload.pdfType
      : messages.upload.videoType;
export const sizeMessage = (family: Family) =>
  family === 'image'
    ? messages.upload.imageSize
    : family === 'pdf'
      ? messages.upload.pdfSize
      : messages.upload.fileTooLarge;

/**
 * Follows one uploaded file as its bytes arrive: judges the declared type, then the magic bytes, then
 * the size limit of the family. A refused file is read to its end (so the client gets its answer)
 * but nothing more is kept.
 */
export class FileCheck {
  private readonly allowed: Family[];
  private family: Family | undefined;
  private chunks: Buffer[] = [];
  private judged = false;
  size = 0;
  kind: KindName | undefined;
  refusal: string | undefined;

  constructor(type: string, filename: string | undefined, mimetype: string | undefined) {
    this.allowed = familiesFor(type);
    const declared = declaredFamily(filename, mimetype);
    if (declared === 'unknown' || (declared && !this.allowed.includes(declared)))
      this.refusal = typeMessage(this.allowed[0]);
    else this.family = declared;
  }

  push(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.refusal) return;
    this.chunks.push(chunk);
    if (!this.judged && this.size >= HEAD_BYTES) this.judge();
    if (!this.refusal && this.judged && this.size > MAX_BYTES[this.family!]) this.refusal = sizeMessage(this.family!);
    if (this.refusal) this.chunks = [];
  }

  /** The accepted bytes, or the reason for refusing them. */
  finish(): { ok: true; kind: KindName; data: Buffer } | { ok: false; message: string } {
    if (!this.judged && !this.refusal) this.judge();
    if (this.refusal || !this.kind) return { ok: false, message: this.refusal ?? typeMessage(this.allowed[0]) };
    return { ok: true, kind: this.kind, data: Buffer.concat(this.chunks) };
  }

  private judge(): void {
    this.judged = true;
    const kind = detectKind(Buffer.concat(this.chunks).subarray(0, HEAD_BYTES));
    const family = kind ? KINDS[kind].family : undefined;
    if (!kind || !this.allowed.includes(family!) || (this.family && family !== this.family)) {
      this.refusal = typeMessage(this.family ?? this.allowed[0]);
      return;
    }
    this.kind = kind;
    this.family = family;
  }
}
