/** Tiny helpers shared by the seed's SVG illustrations (800x600 unless said, no external references). */

export function svgDocument(body: string, defs = '', width = 800, height = 600): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
}

/** A vertical linear gradient. */
export function vGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A small potted plant standing at (x, y). */
export function plant(x: number, y: number, leaf: string, pot: string): string {
  return (
    ellipse(x - 18, y - 70, 16, 34, leaf, 'transform="rotate(-25 ' + (x - 18) + ' ' + (y - 70) + ')"') +
    ellipse(x + 18, y - 70, 16, 34, leaf, 'transform="rotate(25 ' + (x + 18) + ' ' + (y - 70) + ')"') +
    ellipse(x, y - 86, 15, 38, leaf) +
    path(`M${x - 24} ${y - 44}h48l-8 44h-32z`, pot)
  );
}

/** A round tree whose trunk stands at (x, y). */
export function tree(x: number, y: number, size: number, leaf: string, trunk = '#7a5230'): string {
  return (
    rect(x - size * 0.08, y - size * 0.9, size * 0.16, size * 0.9, trunk) +
    circle(x, y - size * 1.05, size * 0.5, leaf) +
    circle(x - size * 0.28, y - size * 0.8, size * 0.32, leaf) +
    circle(x + size * 0.3, y - size * 0.82, size * 0.3, leaf)
  );
}

function r(n: number): number {
  return Math.round(n * 10) / 10;
}
