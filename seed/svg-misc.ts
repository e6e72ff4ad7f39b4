import { circle, ellipse, path, rect, svgDocument, vGradient } from './svg.ts';

/** Portraits (avatars), press-card images and claim damage photos, as small illustrations. */

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d4a373'];
const HAIR = ['#2b2118', '#3b2a1a', '#111111', '#5a3825', '#1c1c1c', '#6b4226'];
const BACKDROP = ['#a8dadc', '#ffcad4', '#cdb4db', '#bde0fe', '#ffe5b4', '#caffbf', '#f1c0e8', '#fbf8cc'];
const SHIRT = ['#264653', '#e76f51', '#2a9d8f', '#6d597a', '#457b9d', '#bc4749', '#3a5a40', '#9d4edd'];

/** A head-and-shoulders portrait, 400x400; even variants have long hair. */
export function portraitSvg(variant: number): string {
  const skin = SKIN[variant % SKIN.length];
  const hair = HAIR[(variant * 3) % HAIR.length];
  const longHair = variant % 2 === 0;
  const body =
    rect(0, 0, 400, 400, BACKDROP[variant % BACKDROP.length]) +
    (longHair ? path('M118 190c0-90 40-130 82-130s82 40 82 130v90h-164z', hair) : '') +
    path('M70 400c10-80 60-120 130-120s120 40 130 120z', SHIRT[variant % SHIRT.length]) +
    rect(178, 240, 44, 50, skin, 'rx="12"') +
    ellipse(200, 180, 70, 82, skin) +
    (longHair
      ? path('M128 170c0-60 30-96 72-96s72 36 72 96c-30-30-60-44-72-60-14 22-40 44-72 60z', hair)
      : path('M130 160c0-56 30-86 70-86s70 30 70 86c-22-26-46-34-70-34s-48 8-70 34z', hair)) +
    circle(175, 185, 6, '#2b2118') +
    circle(225, 185, 6, '#2b2118') +
    path('M180 220q20 16 40 0', 'none', 'stroke="#7f4f24" stroke-width="5" stroke-linecap="round"');
  return svgDocument(body, '', 400, 400);
}

/** Press-card art: a skyline with a headline band, in one of four colour themes. */
export function pressSvg(variant: number): string {
  const themes = [
    ['#0f4c5c', '#5f0f40', '#fb8b24'],
    ['#22577a', '#38a3a5', '#ffd166'],
    ['#3d405b', '#81b29a', '#f2cc8f'],
    ['#283618', '#606c38', '#dda15e'],
  ];
  const [a, b, c] = themes[variant % themes.length];
  let skyline = '';
  for (let i = 0; i < 10; i++) {
    const h = 120 + ((i * 67 + variant * 31) % 180);
    skyline += rect(40 + i * 74, 470 - h, 60, h, '#ffffff', `opacity="${0.25 + (i % 3) * 0.15}"`);
  }
  const body =
    rect(0, 0, 800, 600, 'url(#bg)') +
    circle(640, 150, 70, c, 'opacity=".9"') +
    skyline +
    rect(0, 470, 800, 130, '#000', 'opacity=".35"') +
    rect(60, 500, 420, 22, '#ffffff', 'rx="11"') +
    rect(60, 540, 300, 16, '#ffffff', 'rx="8" opacity=".7"');
  return svgDocument(body, vGradient('bg', a, b));
}

/** A claim photo of damage: cracked wall, broken window, stained floor or a damaged door. */
export function damageSvg(variant: number): string {
  const scenes = [
    () =>
      rect(0, 0, 800, 600, '#e9e4da') +
      path('M380 40l-30 90 40 60-50 110 30 70-40 120 20 90', 'none', 'stroke="#5c4b3b" stroke-width="6"') +
      path('M390 190l90 40 40-30', 'none', 'stroke="#5c4b3b" stroke-width="4"') +
      ellipse(560, 470, 90, 40, '#b7a99a', 'opacity=".6"'),
    () =>
      rect(0, 0, 800, 600, '#dfe7ec') +
      rect(220, 110, 360, 380, '#a9d6e5', 'stroke="#6c757d" stroke-width="16"') +
      path(
        'M400 300l-150-160M400 300l160-140M400 300l-120 170M400 300l150 160M400 300l-160 20',
        'none',
        'stroke="#fff" stroke-width="5"',
      ) +
      circle(400, 300, 14, '#ffffff'),
    () =>
      rect(0, 0, 800, 600, '#c49a6c') +
      [0, 1, 2, 3, 4].map((i) => rect(0, 110 + i * 110, 800, 4, '#8a6642')).join('') +
      ellipse(380, 300, 170, 90, '#6b4f2a', 'opacity=".55"') +
      ellipse(520, 380, 80, 40, '#5a3e22', 'opacity=".5"'),
    () =>
      rect(0, 0, 800, 600, '#f1e9da') +
      rect(270, 60, 260, 500, '#8d5524', 'rx="6"') +
      rect(300, 100, 200, 170, '#7a4a1f') +
      rect(300, 320, 200, 200, '#7a4a1f') +
      path('M300 330l70 60-40 50 60 70', 'none', 'stroke="#2b1a0b" stroke-width="7"') +
      circle(490, 320, 12, '#c9a227'),
  ];
  return svgDocument(scenes[variant % scenes.length]());
}
