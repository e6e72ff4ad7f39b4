import { SEED_URL_PATH } from './seed-folder.ts';
import { circle, ellipse, path, rect, svgDocument, tree, vGradient } from './svg.ts';

/**
 * The college landing page's banner slides (spec 000 §2: one image set for wide screens, another for widths up
 * to 768 px): site-section items of the section `collegeBanner`, each with a wide picture (`image`,
 * 1600x500) and a mobile one (`mobileImage`, 768x768) drawn here as SVG. The page lays the title and the
 * description over the picture, so the drawings keep their left side (wide) or lower part (mobile) quiet.
 */

interface Theme {
  skyTop: string;
  skyBottom: string;
  orb: string;
  ground: string;
  main: string;
  wing: string;
  window: string;
  leaf: string;
}

const THEMES: Theme[] = [
  {
    skyTop: '#0F4C81',
    skyBottom: '#7FB3E0',
    orb: '#FFE8A3',
    ground: '#5E9E58',
    main: '#F2E6D0',
    wing: '#E9C46A',
    window: '#1C5F99',
    leaf: '#2D6A4F',
  },
  {
    skyTop: '#0A3559',
    skyBottom: '#F4A261',
    orb: '#FFF1C1',
    ground: '#4F7F45',
    main: '#CDB4DB',
    wing: '#F28482',
    window: '#FFE08A',
    leaf: '#40916C',
  },
  {
    skyTop: '#14507F',
    skyBottom: '#A8DADC',
    orb: '#FFFDE7',
    ground: '#6A994E',
    main: '#FFD6A5',
    wing: '#8ECAE6',
    window: '#0A3559',
    leaf: '#588157',
  },
];

/** Rows of windows from (x, y): a pattern tile (40x44, a 22x26 pane) repeated over cols x rows (the tile starts at x, y). */
function windows(
  id: string,
  x: number,
  y: number,
  cols: number,
  rows: number,
  fill: string,
): { def: string; area: string } {
  return {
    def: `<pattern id="${id}" x="${x}" y="${y}" width="40" height="44" patternUnits="userSpaceOnUse">${rect(9, 9, 22, 26, fill, 'rx="3"')}</pattern>`,
    area: rect(x, y, cols * 40, rows * 44, `url(#${id})`),
  };
}

/** A campus in a 900x500 frame: the college's domed hall in the middle, PG and co-living blocks beside it (and their window patterns). */
function campus(t: Theme, variant: number): { defs: string; body: string } {
  const hall =
    rect(330, 190, 240, 200, t.main) +
    path('M310 190h280l-140-70z', t.wing) +
    ellipse(450, 128, 46, 40, t.wing) +
    rect(444, 70, 12, 24, t.wing) +
    [350, 395, 440, 485, 530].map((x) => rect(x, 230, 18, 160, '#FFFFFF', 'opacity=".85"')).join('') +
    rect(420, 320, 60, 70, t.window, 'rx="30"');
  const top = 150 + variant * 22;
  const leftPanes = windows('wl', 105, 240, 4, 3, t.window);
  const rightPanes = windows('wr', 645, top + 6, 3, 5 - variant, t.window);
  const left = rect(90, 230, 190, 160, t.wing) + rect(80, 216, 210, 16, t.window, 'opacity=".8"') + leftPanes.area;
  const right =
    rect(620, top, 170, 390 - top, t.wing) + rect(610, top - 14, 190, 16, t.window, 'opacity=".8"') + rightPanes.area;
  const people = [200, 520, 690]
    .map(
      (x, i) =>
        circle(x, 402 - (i % 2) * 4, 9, '#1B2430') +
        rect(x - 8, 410 - (i % 2) * 4, 16, 30, i % 2 ? '#B94A12' : '#0F4C81', 'rx="6"'),
    )
    .join('');
  return {
    defs: leftPanes.def + rightPanes.def,
    body:
      rect(0, 390, 900, 110, t.ground) +
      path('M380 500l40-110h60l40 110z', '#E9E1D3') +
      left +
      hall +
      right +
      tree(40, 400, 90, t.leaf) +
      tree(310, 400, 70, t.leaf) +
      tree(600, 402, 64, t.leaf) +
      tree(860, 400, 96, t.leaf) +
      people,
  };
}

/** A banner of `width` x `height` with the campus drawn at `x`, scaled by `scale`, standing on the ground line. */
function banner(variant: number, width: number, height: number, x: number, scale: number): string {
  const t = THEMES[variant % THEMES.length];
  const scene = campus(t, variant);
  const defs = vGradient('sky', t.skyTop, t.skyBottom) + scene.defs;
  const clouds =
    ellipse(width * 0.62, 70, 80, 22, '#FFFFFF', 'opacity=".35"') +
    ellipse(width * 0.85, 110, 60, 16, '#FFFFFF', 'opacity=".3"');
  const body =
    rect(0, 0, width, height, 'url(#sky)') +
    circle(width * 0.9, 80, 40, t.orb, 'opacity=".95"') +
    clouds +
    rect(0, 390 * scale, width, height - 390 * scale, t.ground) +
    `<g transform="translate(${x} 0) scale(${scale})">${scene.body}</g>`;
  return svgDocument(body, defs, width, height);
}

const SLIDES = [
  {
    title: 'Zero deposit stays near your campus',
    description:
      'Verified PGs and co-living rooms a short walk from college, with a Nivaas rental bond instead of a security deposit.',
  },
  {
    title: 'Hold your bed with a refundable token',
    description:
      'Pay a ₹3,000 token to book a high-demand room before you visit: 100% refundable if you do not take a Nivaas property.',
  },
  {
    title: 'Parents, keep your savings',
    description:
      'A rental bond replaces months of cash deposit. The landlord stays covered and your money stays with you.',
  },
];

const fileName = (i: number, kind: 'wide' | 'mobile') => `college-banner-${i + 1}-${kind}.svg`;

/** The banner pictures, wide (the campus on the right) and mobile (the campus in the upper half), to write to the seed folder. */
export function collegeBannerFiles(): { name: string; svg: string }[] {
  return SLIDES.flatMap((_, i) => [
    { name: fileName(i, 'wide'), svg: banner(i, 1600, 500, 700, 1) },
    { name: fileName(i, 'mobile'), svg: banner(i, 768, 768, 24, 0.8) },
  ]);
}

/** The `collegeBanner` items, in display order (site-sections.ts adds the order and the timestamps). */
export function collegeBannerItems(): { title: string; description: string; image: string; mobileImage: string }[] {
  return SLIDES.map((s, i) => ({
    ...s,
    image: `${SEED_URL_PATH}/${fileName(i, 'wide')}`,
    mobileImage: `${SEED_URL_PATH}/${fileName(i, 'mobile')}`,
  }));
}
