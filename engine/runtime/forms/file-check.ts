import { messages } from '#generated/messages.ts';

export type UploadKind = 'image' | 'pdf' | 'video';

const MB = 1024 * 1024;

/** Browser-side checks before an upload (the server checks the content again): type, then size. */
export function checkFile(file: { type: string; size: number; name: string }, kind: UploadKind): string | undefined {
  if (kind === 'image') {
    if (!['image/jpeg', 'image/png'].includes(file.type)) return messages.upload.imageType;
    if (file.size >= 2 * MB) return messages.upload.imageSize;
  } else if (kind === 'pdf') {
    if (file.type !== 'application/pdf') return messages.upload.pdfType;
    if (file.size >= 7 * MB) return messages.upload.pdfSize;
  } else {
    if (!['video/mp4', 'video/x-msvideo', 'video/avi'].includes(file.type)) return messages.upload.videoType;
    if (file.size >= 40 * MB) return messages.upload.fileTooLarge;
  }
  return undefined;
}

/** What the file input offers. */
export const ACCEPT: Record<UploadKind, string> = {
  image: 'image/png,image/jpeg',
  pdf: 'application/pdf',
  video: 'video/mp4,video/x-msvideo,video/avi',
};
