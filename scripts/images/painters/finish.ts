import type { SceneParams } from '../../../contract/catalogue-art';
import type { Scene } from '../scene';
import { fmt } from '../svg';

/*
 * Finishing touches over the whole picture.
 */

function vignette(s: Scene, strength: number) {
  const { W, H } = s;
  const fill = s.rad(
    [
      [0, '#000000', 0],
      [0.6, '#000000', 0],
      [1, '#000000', strength],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  );
  s.add(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
}

/** Darkens the left/lower part of hero images so white headline text stays readable. */
function textScrim(s: Scene, strength: number) {
  const { W, H } = s;
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.lin(
      [
        [0, '#06121c', strength],
        [0.3, '#06121c', strength * 0.75],
        [0.55, '#06121c', strength * 0.3],
        [0.8, '#06121c', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  );
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.lin([
      [0, '#06121c', 0],
      [0.55, '#06121c', 0],
      [1, '#06121c', strength * 0.8],
    ])}"/>`,
  );
  // soft pool of shade behind the headline (centre-left)
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.rad(
      [
        [0, '#06121c', strength * 0.35],
        [1, '#06121c', 0],
      ],
      {
        cx: W * 0.3,
        cy: H * 0.5,
        r: W * 0.35,
        abs: true,
        transform: `translate(${fmt(W * 0.3)} ${fmt(H * 0.5)}) scale(1 0.7) translate(${fmt(-W * 0.3)} ${fmt(-H * 0.5)})`,
      },
    )}"/>`,
  );
}

/** Every picture gets a vignette; hero slides also a scrim behind the headline. */
export function finish(s: Scene, v: Pick<SceneParams['peaks'], 'vignette' | 'scrim'>) {
  vignette(s, v.vignette ?? 0.3);
  if (v.scrim) textScrim(s, v.scrim);
}
