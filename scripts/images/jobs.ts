import type { CategoryArt, TimeOfDay, TourArt } from '../../contract/catalogue-art';
import type { Catalogue } from '../../server/db/catalogue';
import { finish } from './painters/finish';
import { PEOPLE, paintPerson } from './portraits';
import type { Scene } from './scene';
import { paintPicture, type Picture } from './scenes';

/**
 * One encoded picture of a job: its WebP path under the output folder, size and WebP quality.
 * Unless `webpOnly`, an AVIF twin is written next to it (same name, .avif). The widths of each
 * family must match src/lib/image-set.ts, which builds the srcsets from them.
 */
interface Output {
  file: string;
  w: number;
  h: number;
  q?: number;
  webpOnly?: boolean;
}

/** `{stem}-{w}.webp` at each width, keeping the aspect ratio of `size`. */
const widths = (stem: string, size: [number, number], ws: readonly number[]): Output[] =>
  ws.map((w) => ({ file: `${stem}-${w}.webp`, w, h: Math.round((w * size[1]) / size[0]) }));

/** One painted picture (a seeded scene) and the files encoded from it. */
export interface Job {
  id: string;
  /** Hashed into the scene's random stream: the same seed paints the same picture. */
  seed: string;
  time: TimeOfDay;
  sun?: { x: number; y: number };
  moon?: { x: number; y: number };
  /** Design size of the scene, and the pixel size it is rasterised at (default the same). */
  size: [number, number];
  pixels?: [number, number];
  /** Keep transparency (portraits). */
  alpha?: boolean;
  paint: (s: Scene) => void;
  outputs: Output[];
}

/** Home page hero slides: darker on the left and bottom for the headline. */
const HEROES: Picture[] = [
  {
    scene: 'peaks',
    params: {
      time: 'dawn',
      shape: 'k2',
      peakX: 0.66,
      peakY: 0.1,
      zoom: 0.85,
      tents: [0.7, 0.9, 5],
      scrim: 0.6,
    },
  },
  {
    scene: 'valley',
    params: {
      time: 'autumn',
      peakX: 0.68,
      peakY: 0.08,
      zoom: 0.85,
      clouds: 'high',
      fgPoplars: [
        [0.95, 0.5],
        [0.99, 0.42],
      ],
      scrim: 0.6,
    },
  },
  {
    scene: 'lake',
    params: {
      time: 'sunset',
      peakX: 0.68,
      peakY: 0.12,
      zoom: 0.85,
      sun: { x: 0.84, y: 0.34 },
      shoreTrees: 'poplar',
      treeX0: 0.6,
      treeX1: 1.02,
      treeColor: '#e0a030',
      scrim: 0.6,
    },
  },
];

/** The social share card. */
const OG: Picture = {
  scene: 'lake',
  params: {
    time: 'dawn',
    shape: 'k2',
    peakX: 0.55,
    peakY: 0.1,
    zoom: 0.8,
    bankSnow: true,
    tents: [0.78, 0.93, 3],
    vignette: 0.35,
  },
};

const TOUR_SIZE: [number, number] = [1280, 853];

/** A catalogue picture: its painter comes from the same schema option as its parameters. */
const pictureOf = (art: TourArt | CategoryArt, params: TourArt['cover']) =>
  ({ scene: art.scene, params }) as Picture;

function sceneJob(
  id: string,
  seed: string,
  picture: Picture,
  size: [number, number],
  outputs: Output[],
): Job {
  const { params } = picture;
  return {
    id,
    seed,
    time: params.time,
    sun: params.sun,
    moon: params.moon,
    size,
    paint: (s) => {
      paintPicture(s, picture);
      finish(s, params);
    },
    outputs,
  };
}

/** Every picture of the site: tours and categories from the catalogue, then heroes, share card, people. */
export function buildJobs(catalogue: Catalogue): Job[] {
  const jobs: Job[] = [];
  for (const { slug, art } of catalogue.tours) {
    [art.cover, ...art.gallery].forEach((params, i) => {
      const name = i === 0 ? 'cover' : `gallery-${i}`;
      jobs.push(
        sceneJob(
          `tours/${slug}/${name}`,
          `${slug}:${i}`,
          pictureOf(art, params),
          TOUR_SIZE,
          widths(`tours/${slug}/${name}`, TOUR_SIZE, [1280, 960, 640, 320]),
        ),
      );
    });
  }
  for (const { slug, art } of catalogue.categories) {
    jobs.push(
      sceneJob(
        `categories/${slug}`,
        `category:${slug}`,
        pictureOf(art, art.cover),
        TOUR_SIZE,
        widths(`categories/${slug}`, TOUR_SIZE, [640, 320]),
      ),
    );
  }
  HEROES.forEach((picture, i) => {
    jobs.push(
      sceneJob(
        `hero/hero-${i + 1}`,
        `hero:${i + 1}`,
        picture,
        [1920, 1080],
        widths(`hero/hero-${i + 1}`, [1920, 1080], [1920, 1280, 960, 640]),
      ),
    );
  });
  jobs.push(
    sceneJob(
      'og-image',
      'og',
      OG,
      [1200, 630],
      [
        // Link-preview bots read WebP at best: no AVIF twin.
        { file: 'og-image.webp', w: 1200, h: 630, webpOnly: true },
      ],
    ),
  );
  for (const [key, person] of Object.entries(PEOPLE)) {
    const team = key.startsWith('team-');
    const px = team ? 480 : 160;
    const file = team ? `team/${key.slice(5)}.webp` : `avatars/${key}.webp`;
    jobs.push({
      id: team ? `team/${key.slice(5)}` : `avatars/${key}`,
      seed: key,
      time: 'day',
      size: [100, 100],
      pixels: [px * 2, px * 2],
      alpha: true,
      paint: (s) => paintPerson(s, person),
      outputs: [{ file, w: px, h: px, q: team ? 82 : 85 }],
    });
  }
  return jobs;
}
