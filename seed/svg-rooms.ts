import { circle, ellipse, path, plant, rect, svgDocument, vGradient } from './svg.ts';

/** Interior illustrations: bedrooms, living rooms, study rooms and kitchens, in varied palettes. */

interface RoomPalette {
  wall: [string, string];
  floor: [string, string];
  sky: [string, string];
  wood: string;
  fabric: string;
  accent: string;
  leaf: string;
}

const PALETTES: RoomPalette[] = [
  {
    wall: ['#fdf1e4', '#f6dcc0'],
    floor: ['#c98e5a', '#a86d3e'],
    sky: ['#8fd3fe', '#d9f1ff'],
    wood: '#8b5a2b',
    fabric: '#3f7cac',
    accent: '#f4a261',
    leaf: '#4caf50',
  },
  {
    wall: ['#e8f4f1', '#cfe8e1'],
    floor: ['#d9b48f', '#b88b62'],
    sky: ['#ffd6a5', '#ffeccf'],
    wood: '#6d4c41',
    fabric: '#e76f51',
    accent: '#2a9d8f',
    leaf: '#2e7d32',
  },
  {
    wall: ['#f3eefc', '#ddd3f5'],
    floor: ['#9e7b65', '#7d5e4b'],
    sky: ['#a0c4ff', '#e0ecff'],
    wood: '#5d4037',
    fabric: '#7b2cbf',
    accent: '#ffb703',
    leaf: '#52b788',
  },
  {
    wall: ['#fff8e1', '#ffe9a8'],
    floor: ['#b5835a', '#8d6240'],
    sky: ['#90e0ef', '#caf0f8'],
    wood: '#795548',
    fabric: '#d62828',
    accent: '#003049',
    leaf: '#40916c',
  },
  {
    wall: ['#eef2f5', '#d5dee6'],
    floor: ['#8d99ae', '#6c7a91'],
    sky: ['#bde0fe', '#e7f4ff'],
    wood: '#4e342e',
    fabric: '#ef476f',
    accent: '#06d6a0',
    leaf: '#2d6a4f',
  },
  {
    wall: ['#fde2e4', '#f9c6cc'],
    floor: ['#cb997e', '#a5765c'],
    sky: ['#caffbf', '#effff0'],
    wood: '#6f4e37',
    fabric: '#264653',
    accent: '#e9c46a',
    leaf: '#588157',
  },
];

type RoomKind = 'bedroom' | 'living' | 'study' | 'kitchen';
export const ROOM_KINDS: RoomKind[] = ['bedroom', 'living', 'study', 'kitchen'];

export function roomSvg(kind: RoomKind, variant: number): string {
  const p = PALETTES[variant % PALETTES.length];
  const defs =
    vGradient('w', p.wall[0], p.wall[1]) + vGradient('f', p.floor[0], p.floor[1]) + vGradient('s', p.sky[0], p.sky[1]);
  const windowX = variant % 2 === 0 ? 470 : 90;
  const base =
    rect(0, 0, 800, 600, 'url(#w)') +
    rect(0, 440, 800, 160, 'url(#f)') +
    [480, 520, 560].map((y) => rect(0, y, 800, 2, '#000', 'opacity=".08"')).join('') +
    rect(0, 432, 800, 10, '#ffffff', 'opacity=".6"') +
    windowFrame(windowX, 90, p);
  return svgDocument(base + FURNITURE[kind](p, windowX) + plant(windowX > 300 ? 740 : 60, 470, p.leaf, p.accent), defs);
}

function windowFrame(x: number, y: number, p: RoomPalette): string {
  return (
    rect(x, y, 220, 180, 'url(#s)', 'stroke="#fff" stroke-width="10" rx="6"') +
    circle(x + 165, y + 50, 22, '#fff6c2', 'opacity=".9"') +
    rect(x + 105, y, 10, 180, '#fff') +
    rect(x, y + 85, 220, 8, '#fff') +
    path(`M${x - 30} ${y - 20}h60c-10 80-10 150 0 230h-60z`, p.fabric, 'opacity=".85"') +
    path(`M${x + 190} ${y - 20}h60v230h-60c10-80 10-150 0-230z`, p.fabric, 'opacity=".85"') +
    rect(x - 40, y - 26, 300, 8, p.wood, 'rx="4"')
  );
}

const FURNITURE: Record<RoomKind, (p: RoomPalette, windowX: number) => string> = {
  bedroom: (p, wx) => {
    const x = wx > 300 ? 90 : 430;
    return (
      ellipse(x + 150, 540, 200, 34, p.accent, 'opacity=".35"') +
      rect(x, 300, 300, 130, p.wood, 'rx="12"') +
      rect(x - 10, 390, 320, 90, p.wood, 'rx="10"') +
      rect(x, 370, 300, 50, '#ffffff', 'rx="10"') +
      rect(x + 110, 392, 200, 70, p.fabric, 'rx="10"') +
      rect(x + 20, 345, 80, 40, '#f8f9fa', 'rx="14"') +
      rect(x + 110, 345, 80, 40, '#f1f3f5', 'rx="14"') +
      rect(x + 330, 400, 70, 70, p.wood, 'rx="6"') +
      rect(x + 355, 340, 20, 60, '#555') +
      path(`M${x + 335} 345l30-45 30 45z`, p.accent)
    );
  },
  living: (p, wx) => {
    const x = wx > 300 ? 60 : 420;
    return (
      ellipse(x + 170, 545, 220, 30, p.accent, 'opacity=".35"') +
      rect(x, 340, 330, 110, p.fabric, 'rx="26"') +
      rect(x - 20, 380, 50, 100, p.fabric, 'rx="18"') +
      rect(x + 300, 380, 50, 100, p.fabric, 'rx="18"') +
      rect(x + 30, 400, 270, 60, p.fabric, 'rx="12" opacity=".85"') +
      rect(x + 40, 360, 60, 50, p.accent, 'rx="10"') +
      rect(x + 230, 360, 60, 50, '#ffffff', 'rx="10" opacity=".8"') +
      rect(x + 90, 500, 160, 16, p.wood, 'rx="6"') +
      rect(x + 105, 516, 12, 40, p.wood) +
      rect(x + 223, 516, 12, 40, p.wood) +
      rect(x + 60, 170, 200, 120, '#ffffff', 'stroke="' + p.wood + '" stroke-width="8"') +
      path(`M${x + 70} 280l60-70 40 40 30-30 50 60z`, p.accent, 'opacity=".8"')
    );
  },
  study: (p, wx) => {
    const x = wx > 300 ? 80 : 440;
    return (
      rect(x, 360, 280, 18, p.wood, 'rx="4"') +
      rect(x + 10, 378, 16, 120, p.wood) +
      rect(x + 254, 378, 16, 120, p.wood) +
      rect(x + 180, 378, 80, 70, p.wood, 'opacity=".8"') +
      rect(x + 60, 260, 130, 90, '#263238', 'rx="6"') +
      rect(x + 68, 268, 114, 74, p.sky[0]) +
      rect(x + 115, 350, 20, 12, '#263238') +
      path(`M${x + 220} 300l40-10 -6 60z`, p.accent) +
      rect(x + 236, 340, 6, 20, '#444') +
      rect(x + 90, 420, 90, 20, p.fabric, 'rx="8"') +
      rect(x + 95, 330 + 110, 10, 70, '#444') +
      rect(x + 165, 440, 10, 70, '#444') +
      rect(x + 95, 350, 80, 70, p.fabric, 'rx="12"') +
      [0, 1, 2].map((i) => rect(x + 10 + i * 22, 180, 18, 60, [p.accent, p.fabric, p.leaf][i], 'rx="2"')).join('') +
      rect(x, 240, 120, 8, p.wood)
    );
  },
  kitchen: (p, wx) => {
    const x = wx > 300 ? 40 : 400;
    return (
      rect(x, 330, 360, 140, p.wood, 'rx="6"') +
      rect(x - 6, 320, 372, 16, '#e9ecef', 'rx="4"') +
      [0, 1, 2].map((i) => rect(x + 14 + i * 118, 350, 100, 100, '#ffffff', 'opacity=".18" rx="4"')).join('') +
      [0, 1, 2].map((i) => rect(x + 14 + i * 118, 120, 100, 110, p.wood, 'rx="4"')).join('') +
      rect(x + 140, 240, 80, 60, '#adb5bd', 'rx="4"') +
      path(`M${x + 130} 300h100l-15 20h-70z`, '#868e96') +
      circle(x + 160, 316, 10, '#343a40') +
      circle(x + 200, 316, 10, '#343a40') +
      rect(x + 270, 286, 40, 34, p.accent, 'rx="6"') +
      circle(x + 40, 300, 18, p.fabric)
    );
  },
};
