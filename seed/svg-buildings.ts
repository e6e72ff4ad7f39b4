import { circle, ellipse, path, rect, svgDocument, tree, vGradient } from './svg.ts';

/** Exterior illustrations: towers, low-rise apartments, villas and row houses under varied skies. */

interface Sky {
  top: string;
  bottom: string;
  /** Sun or moon colour and whether windows are lit. */
  orb: string;
  lit: boolean;
}

const SKIES: Sky[] = [
  { top: '#4facfe', bottom: '#c2e9fb', orb: '#fff3b0', lit: false },
  { top: '#ff9a8b', bottom: '#ffe29f', orb: '#fff1c1', lit: true },
  { top: '#1e3c72', bottom: '#6a82fb', orb: '#f1f3f5', lit: true },
  { top: '#84fab0', bottom: '#e0f7fa', orb: '#fffde7', lit: false },
];

const WALLS = [
  '#f4a261',
  '#e9c46a',
  '#90be6d',
  '#8ecae6',
  '#cdb4db',
  '#f28482',
  '#ffd6a5',
  '#b8c0ff',
  '#a3c4bc',
  '#e5989b',
  '#c9ada7',
  '#ffc8dd',
];
const LEAVES = ['#2d6a4f', '#40916c', '#52b788', '#588157'];

type BuildingKind = 'tower' | 'apartment' | 'villa' | 'row';
export const BUILDING_KINDS: BuildingKind[] = ['tower', 'apartment', 'villa', 'row'];

export function buildingSvg(kind: BuildingKind, variant: number): string {
  patterns = 0;
  const sky = SKIES[variant % SKIES.length];
  const wall = WALLS[(variant * 5 + BUILDING_KINDS.indexOf(kind)) % WALLS.length];
  const leaf = LEAVES[variant % LEAVES.length];
  const defs = vGradient('sky', sky.top, sky.bottom) + vGradient('g', '#7cb36b', '#5a8f4e');
  const window = sky.lit ? '#ffe08a' : '#dff3ff';
  const scene =
    rect(0, 0, 800, 600, 'url(#sky)') +
    circle(variant % 2 ? 650 : 140, 110, 46, sky.orb, 'opacity=".95"') +
    ellipse(variant % 2 ? 230 : 560, 120, 70, 22, '#ffffff', 'opacity=".55"') +
    ellipse(variant % 2 ? 300 : 620, 150, 50, 16, '#ffffff', 'opacity=".45"') +
    rect(0, 470, 800, 130, 'url(#g)') +
    rect(0, 540, 800, 60, '#6c757d') +
    [40, 200, 360, 520, 680].map((x) => rect(x, 566, 80, 6, '#f8f9fa')).join('');
  return svgDocument(scene + BUILDERS[kind](wall, window) + tree(90, 500, 80, leaf) + tree(720, 505, 70, leaf), defs);
}

let patterns = 0;

/** A grid of windows: one pattern tile repeated over the facade (keeps the file small). */
function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
): string {
  const id = `p${patterns++}`;
  const tileW = w + gap;
  const tileH = h + gap;
  return (
    `<pattern id="${id}" x="${x}" y="${y}" width="${tileW}" height="${tileH}" patternUnits="userSpaceOnUse">${rect(0, 0, w, h, fill, 'rx="2"')}</pattern>` +
    rect(x, y, cols * tileW - gap, rows * tileH - gap, `url(#${id})`)
  );
}

const BUILDERS: Record<BuildingKind, (wall: string, window: string) => string> = {
  tower: (wall, window) =>
    rect(270, 110, 180, 380, wall) +
    rect(450, 170, 120, 320, wall, 'opacity=".8"') +
    rect(262, 100, 196, 14, '#495057') +
    windows(290, 130, 4, 9, 28, 26, 14, window) +
    windows(466, 190, 3, 7, 22, 26, 14, window) +
    rect(335, 440, 50, 50, '#495057'),
  apartment: (wall, window) =>
    rect(200, 250, 400, 240, wall) +
    rect(190, 236, 420, 18, '#6d6875') +
    windows(225, 275, 6, 4, 40, 34, 22, window) +
    rect(375, 420, 50, 70, '#6d6875') +
    [0, 1, 2, 3].map((i) => rect(214, 312 + i * 56, 372, 5, '#ffffff', 'opacity=".5"')).join(''),
  villa: (wall, window) =>
    rect(230, 300, 340, 190, wall) +
    path('M210 305L400 190 590 305z', '#9c6644') +
    rect(500, 210, 30, 60, '#7f5539') +
    windows(265, 340, 2, 2, 50, 40, 20, window) +
    windows(445, 340, 2, 2, 50, 40, 20, window) +
    rect(370, 400, 60, 90, '#7f5539', 'rx="4"') +
    circle(418, 448, 4, '#ffd166') +
    rect(220, 485, 360, 8, '#ced4da'),
  row: (wall, window) =>
    [0, 1, 2]
      .map((i) => {
        const x = 170 + i * 160;
        return (
          rect(x, 320, 150, 170, i === 1 ? '#ffffff' : wall, i === 1 ? 'opacity=".9"' : '') +
          path(`M${x - 8} 324L${x + 75} 250 ${x + 158} 324z`, ['#bc6c25', '#6d597a', '#b56576'][i]) +
          windows(x + 20, 350, 2, 1, 44, 40, 22, window) +
          rect(x + 55, 420, 40, 70, '#6d6875', 'rx="3"')
        );
      })
      .join(''),
};
