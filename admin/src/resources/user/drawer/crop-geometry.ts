/**
 * The profile picture crop (spec 002 §9: a 250 by 250 canvas, zoom 1 to 10): the image covers
 * the square at zoom 1; zooming scales it around the centre; the offset pans it and is kept so that
 * the image always covers the whole square.
 */
export const CROP_SIZE = 250;

export interface Offset {
  x: number;
  y: number;
}

/** The scale at which the image just covers the square, times the zoom. */
export function cropScale(width: number, height: number, zoom: number, size = CROP_SIZE): number {
  return Math.max(size / width, size / height) * zoom;
}

/** Keeps the pan inside the image: no empty strip shows at any edge. */
export function clampOffset(offset: Offset, width: number, height: number, zoom: number, size = CROP_SIZE): Offset {
  const scale = cropScale(width, height, zoom, size);
  const maxX = Math.max(0, (width * scale - size) / 2);
  const maxY = Math.max(0, (height * scale - size) / 2);
  return { x: Math.min(maxX, Math.max(-maxX, offset.x)), y: Math.min(maxY, Math.max(-maxY, offset.y)) };
}

/** Draws the visible square of the image (scaled by zoom, moved by offset) onto the canvas. */
export function drawCrop(
  ctx: CanvasRenderingContext2D,
  image: CanvasImageSource & { width: number; height: number },
  zoom: number,
  offset: Offset,
  size = CROP_SIZE,
): void {
  const scale = cropScale(image.width, image.height, zoom, size);
  const w = image.width * scale;
  const h = image.height * scale;
  ctx.clearRect(0, 0, size, size);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.drawImage(image, (size - w) / 2 + offset.x, (size - h) / 2 + offset.y, w, h);
}
