import { darken, lighten } from './colour';
import type { Scene } from './scene';

/*
 * Illustrated portraits of fictional people: testimonial and review avatars (man-*, woman-*)
 * and the About page team (team-*).
 */

interface Person {
  /** Background gradient, centre to edge. */
  bg: [string, string];
  skin: string;
  hair: string;
  style: 'short' | 'side' | 'curly' | 'long' | 'bob' | 'bun' | 'hijab';
  beard?: 'full' | 'trim' | 'stubble';
  cloth: string;
  collar?: 'crew' | 'kameez' | 'zip' | 'v';
  /** Headwear: a pakol (Chitrali wool cap) in hatColor. */
  hat?: 'pakol';
  hatColor?: string;
  glasses?: boolean;
  /** Hijab colour (style 'hijab'). */
  scarf?: string;
  dupatta?: string;
}

export const PEOPLE: Record<string, Person> = {
  'man-1': {
    bg: ['#cfe3e8', '#8fb9c4'],
    skin: '#c68b63',
    hair: '#1d1713',
    style: 'short',
    beard: 'full',
    cloth: '#5b6b3a',
    collar: 'kameez',
  },
  'man-2': {
    bg: ['#f3dcc3', '#e0a77a'],
    skin: '#d9a27c',
    hair: '#2a211b',
    style: 'short',
    beard: 'trim',
    cloth: '#23395b',
    hat: 'pakol',
    hatColor: '#d8cdb8',
  },
  'man-3': {
    bg: ['#d9e6d2', '#98b98a'],
    skin: '#f0c9a6',
    hair: '#6b4a2f',
    style: 'side',
    cloth: '#0b4f6c',
    glasses: true,
    collar: 'crew',
  },
  'man-4': {
    bg: ['#e8d7ef', '#b79bc8'],
    skin: '#8d5a3b',
    hair: '#120e0c',
    style: 'curly',
    beard: 'stubble',
    cloth: '#e8833a',
    collar: 'zip',
  },
  'woman-1': {
    bg: ['#f6e0d6', '#e3a994'],
    skin: '#c98f68',
    hair: '#1a1411',
    style: 'long',
    cloth: '#15788c',
    collar: 'crew',
  },
  'woman-2': {
    bg: ['#dbe7f2', '#9ab6d3'],
    skin: '#e4b692',
    hair: '#2a1d16',
    style: 'hijab',
    scarf: '#8e2f45',
    cloth: '#4a3b5c',
  },
  'woman-3': {
    bg: ['#f2ead0', '#d6c27e'],
    skin: '#f3cfb1',
    hair: '#8a5a32',
    style: 'bun',
    cloth: '#c8962e',
    collar: 'crew',
  },
  'woman-4': {
    bg: ['#d5ece4', '#86c2ad'],
    skin: '#7a4a30',
    hair: '#15100d',
    style: 'bob',
    cloth: '#23395b',
    dupatta: '#e8833a',
    collar: 'v',
  },
  'team-1': {
    bg: ['#cfe0ea', '#7fa7bf'],
    skin: '#c99069',
    hair: '#231b16',
    style: 'short',
    beard: 'full',
    cloth: '#0b4f6c',
    hat: 'pakol',
    hatColor: '#e7dfcf',
    collar: 'zip',
  },
  'team-2': {
    bg: ['#f6e3d0', '#e8a979'],
    skin: '#e6b794',
    hair: '#3a281c',
    style: 'hijab',
    scarf: '#0f6a78',
    cloth: '#e8833a',
  },
  'team-3': {
    bg: ['#e3ead5', '#a7bd85'],
    skin: '#a8704b',
    hair: '#1b1410',
    style: 'side',
    beard: 'trim',
    cloth: '#6b4a2f',
    glasses: true,
    collar: 'kameez',
  },
  'team-4': {
    bg: ['#ecdfee', '#c3a3c9'],
    skin: '#edc3a1',
    hair: '#2b1c14',
    style: 'long',
    cloth: '#2f5d3a',
    dupatta: '#d9a93a',
    collar: 'v',
  },
};

/** Paints a head-and-shoulders portrait in a 100 x 100 design space, scaled to the canvas. */
export function paintPerson(s: Scene, p: Person) {
  const skinShade = darken(p.skin, 0.18);
  const clothShade = darken(p.cloth, 0.25);
  const hairHi = lighten(p.hair, 0.18);
  const bg = s.rad(
    [
      [0, p.bg[0]],
      [1, p.bg[1]],
    ],
    { cx: 0.4, cy: 0.3, r: 0.85 },
  );
  const clip = s.clip('M50 0A50 50 0 1 1 49.99 0Z');
  const faceClip = s.clip(
    'M50 26C59 26 64.5 33 64.5 43C64.5 54 58 61 50 61C42 61 35.5 54 35.5 43C35.5 33 41 26 50 26Z',
  );
  let d = `<circle cx="50" cy="50" r="50" fill="${bg}"/>`;
  // soft mountain motif in the background
  d += `<path d="M0 78L22 58L34 68L52 48L72 66L84 58L100 72L100 100L0 100Z" fill="#ffffff" opacity="0.18"/>`;
  const long = p.style === 'long' || p.style === 'bob';
  // hair behind the head
  if (p.style === 'long')
    d += `<path d="M33 42C31 24 42 20 50 20C60 20 69 25 67 42C68 56 70 68 66 78L34 78C30 68 32 56 33 42Z" fill="${p.hair}"/>`;
  if (p.style === 'bob')
    d += `<path d="M33.5 42C32 25 42 21 50 21C59 21 68.5 25 66.5 42C67.5 50 68 58 65 62L35 62C32 58 32.5 50 33.5 42Z" fill="${p.hair}"/>`;
  if (p.style === 'hijab')
    d += `<path d="M31 45C30 27 40 19.5 50 19.5C60 19.5 70 27 69 45C70 58 72 66 78 74L22 74C28 66 30 58 31 45Z" fill="${darken(p.scarf!, 0.12)}"/>`;
  // torso
  d += `<path d="M10 100C11 84 21 74 36 71L64 71C79 74 89 84 90 100Z" fill="${p.cloth}"/>`;
  d += `<path d="M50 71L64 71C79 74 89 84 90 100L62 100C62 88 58 78 50 71Z" fill="${clothShade}" opacity="0.45"/>`;
  // neck
  if (p.style !== 'hijab') {
    d += `<path d="M43.5 55L56.5 55L57.5 71C54 75 46 75 42.5 71Z" fill="${skinShade}"/>`;
    if (p.collar === 'v')
      d += `<path d="M41 71L50 84L59 71Z" fill="${skinShade}"/><path d="M39 70.5L50 85L61 70.5" fill="none" stroke="${clothShade}" stroke-width="1.2"/>`;
    if (p.collar === 'crew')
      d += `<path d="M41 71C45 75.5 55 75.5 59 71" fill="none" stroke="${clothShade}" stroke-width="2"/>`;
    if (p.collar === 'kameez')
      d += `<path d="M42 70.5L50 76L58 70.5L58 68.8L50 74L42 68.8Z" fill="${lighten(p.cloth, 0.15)}"/><path d="M50 76L50 92" stroke="${clothShade}" stroke-width="0.9"/><circle cx="50" cy="81" r="0.8" fill="${lighten(p.cloth, 0.4)}"/><circle cx="50" cy="86" r="0.8" fill="${lighten(p.cloth, 0.4)}"/>`;
    if (p.collar === 'zip')
      d += `<path d="M41 70L45 77L50 74L55 77L59 70L58 68L50 72L42 68Z" fill="${darken(p.cloth, 0.15)}"/><path d="M50 74L50 100" stroke="${darken(p.cloth, 0.35)}" stroke-width="0.9"/>`;
  }
  if (p.dupatta)
    d += `<path d="M33 71.5C37 70 40 70.5 42 72C48 80 58 90 66 100L52 100C46 91 38 82 30 76C30 74 31 72.5 33 71.5Z" fill="${p.dupatta}"/><path d="M42 72C48 80 58 90 66 100L60 100C53 91 46 83 39 76Z" fill="${darken(p.dupatta, 0.2)}" opacity="0.7"/><path d="M59 71.5C63 72 67 74 69 77L71 100L65 100C64 90 62 80 59 71.5Z" fill="${p.dupatta}" opacity="0.9"/>`;
  // ears
  d += `<ellipse cx="35.8" cy="44.5" rx="2.6" ry="4" fill="${skinShade}"/><ellipse cx="64.2" cy="44.5" rx="2.6" ry="4" fill="${skinShade}"/>`;
  // head
  d += `<path d="M50 26C59 26 64.5 33 64.5 43C64.5 54 58 61 50 61C42 61 35.5 54 35.5 43C35.5 33 41 26 50 26Z" fill="${p.skin}"/>`;
  d += `<g clip-path="${faceClip}"><ellipse cx="62" cy="46" rx="7" ry="18" fill="${skinShade}" opacity="0.35"/></g>`;
  // beard
  if (p.beard === 'full')
    d += `<path d="M35.8 44C36 55 42 62 50 62.5C58 62 64 55 64.2 44C62 50 60 53 56 54C53 52.5 47 52.5 44 54C40 53 38 50 35.8 44Z" fill="${p.hair}"/><path d="M45.5 55.5C48 54.6 52 54.6 54.5 55.5C53 57.2 47 57.2 45.5 55.5Z" fill="${p.skin}" opacity="0.9"/>`;
  if (p.beard === 'trim')
    d += `<path d="M37 48C38 56 43 61.5 50 62C57 61.5 62 56 63 48C61 52 59 55.5 56 56C53 55 47 55 44 56C41 55.5 39 52 37 48Z" fill="${p.hair}" opacity="0.92"/><path d="M45 56C48 55 52 55 55 56C53 57.6 47 57.6 45 56Z" fill="${p.skin}"/>`;
  if (p.beard === 'stubble')
    d += `<path d="M37 47C38 56 43 61.5 50 62C57 61.5 62 56 63 47C61 53 57 56.5 50 57C43 56.5 39 53 37 47Z" fill="${p.hair}" opacity="0.35"/>`;
  // face
  d += `<ellipse cx="44.3" cy="44.5" rx="1.35" ry="1.55" fill="#2a1f1a"/><ellipse cx="55.7" cy="44.5" rx="1.35" ry="1.55" fill="#2a1f1a"/>`;
  d += `<path d="M41.3 40.6Q44.3 39 47.2 40.4M52.8 40.4Q55.7 39 58.7 40.6" fill="none" stroke="${p.hair}" stroke-width="1.1" stroke-linecap="round"/>`;
  d += `<path d="M50 45.5Q49 49.5 50.8 50" fill="none" stroke="${darken(p.skin, 0.3)}" stroke-width="0.8" stroke-linecap="round"/>`;
  if (p.beard !== 'full' && p.beard !== 'trim')
    d += `<path d="M46.5 53.5Q50 55.6 53.5 53.5" fill="none" stroke="${darken(p.skin, 0.42)}" stroke-width="0.9" stroke-linecap="round"/>`;
  d += `<ellipse cx="42" cy="50" rx="2.6" ry="1.6" fill="#e0786a" opacity="0.18"/><ellipse cx="58" cy="50" rx="2.6" ry="1.6" fill="#e0786a" opacity="0.18"/>`;
  if (p.glasses)
    d += `<g fill="none" stroke="#2b2b30" stroke-width="0.9"><circle cx="44.3" cy="44.7" r="3.6"/><circle cx="55.7" cy="44.7" r="3.6"/><path d="M47.9 44.4Q50 43.4 52.1 44.4M40.7 44.3L36.5 43.2M59.3 44.3L63.5 43.2"/></g>`;
  // hair on top
  if (p.style === 'short')
    d += `<path d="M35.5 42C34.5 30 41 24.5 50 24.5C59 24.5 65.5 30 64.5 42C63 36 61 33 57 32C53 33.5 45 34 40 32.5C38 35 36.5 38 35.5 42Z" fill="${p.hair}"/>`;
  if (p.style === 'side')
    d += `<path d="M35.4 43C34 30 41 24 50.5 24C60 24 66 30 64.6 43C63.5 37 62 34 60 32.5C55 35 46 34.5 43 31C40 34 37 38 35.4 43Z" fill="${p.hair}"/><path d="M43 31C48 33.5 55 34 60 32.5" fill="none" stroke="${hairHi}" stroke-width="0.8" opacity="0.6"/>`;
  if (p.style === 'curly') {
    let c = '';
    const pts = [
      [37, 37],
      [39, 31.5],
      [43.5, 27.5],
      [49, 26],
      [54.5, 26.5],
      [59.5, 29],
      [62.5, 33.5],
      [63.5, 38.5],
      [36, 41],
    ];
    for (const [x, y] of pts) c += `<circle cx="${x}" cy="${y}" r="4.6"/>`;
    d += `<g fill="${p.hair}">${c}</g>`;
  }
  if (long)
    d += `<path d="M35.5 44C34 29 42 23.5 50 23.5C58 23.5 66 29 64.5 44C62.5 36 58 31.5 51 30.5C47 34 41 37 35.5 44Z" fill="${p.hair}"/><path d="M51 30.5C55 31.5 60 34 62 38" fill="none" stroke="${hairHi}" stroke-width="0.9" opacity="0.5"/>`;
  if (p.style === 'bun')
    d += `<circle cx="50" cy="22" r="6.5" fill="${p.hair}"/><path d="M35.5 43C34.5 30 41.5 24.5 50 24.5C58.5 24.5 65.5 30 64.5 43C62.5 35 57 31 50 31C43 31 37.5 35 35.5 43Z" fill="${p.hair}"/><path d="M44 27C48 25.5 53 25.5 57 27.5" fill="none" stroke="${hairHi}" stroke-width="0.8" opacity="0.6"/>`;
  if (p.style === 'hijab') {
    d += `<path d="M33.5 44C33 29 41 22 50 22C59 22 67 29 66.5 44C66.5 52 64 58 60 62C56 66 53 68 50 68C47 68 44 66 40 62C36 58 33.5 52 33.5 44ZM50 27C42.5 27 37.5 33 37.5 42C37.5 52 43 59 50 59C57 59 62.5 52 62.5 42C62.5 33 57.5 27 50 27Z" fill="${p.scarf}" fill-rule="evenodd"/>`;
    d += `<path d="M40 62C44 66 47 68 50 68C53 68 56 66 60 62C66 66 74 70 80 76L20 76C26 70 34 66 40 62Z" fill="${p.scarf}"/>`;
    d += `<path d="M50 22C59 22 67 29 66.5 44C66.5 52 64 58 60 62C66 66 74 70 80 76L66 76C62 60 66 40 58 28Z" fill="#000" opacity="0.12"/>`;
  }
  if (p.hat === 'pakol') {
    d += `<path d="M34.5 36C34 28 41 22.5 50 22.5C59 22.5 66 28 65.5 36Z" fill="${darken(p.hatColor!, 0.12)}"/>`;
    d += `<path d="M33.5 37.5C33 33 35 31 38 30.5C46 29 54 29 62 30.5C65 31 67 33 66.5 37.5C57 35.5 43 35.5 33.5 37.5Z" fill="${p.hatColor}"/>`;
    d += `<path d="M34 36.5C43 34.6 57 34.6 66 36.5" fill="none" stroke="${darken(p.hatColor!, 0.25)}" stroke-width="0.7"/>`;
  }
  s.add(`<g clip-path="${clip}"><g>${d}</g></g>`);
}
