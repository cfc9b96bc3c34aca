import { z } from 'zod/mini';

/*
 * How the image generator (scripts/images/) paints a catalogue picture: a scene painter and its
 * parameters. Positions and sizes are fractions of the canvas (0 = left/top, 1 = right/bottom;
 * a little outside that range places things past the edge). Every object is strict, so a
 * misspelt parameter is refused instead of silently painting the default.
 */

const TIMES_OF_DAY = [
  'dawn',
  'morning',
  'day',
  'highblue',
  'autumn',
  'golden',
  'sunset',
  'dusk',
  'night',
  'storm',
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

const PEAK_SHAPES = ['k2', 'pyramid', 'broad', 'spear', 'dome', 'wall', 'rakaposhi'] as const;
export type PeakShape = (typeof PEAK_SHAPES)[number];

const CLOUD_KINDS = ['cumulus', 'high', 'streaks', 'storm'] as const;
const TREE_KINDS = ['pine', 'poplar', 'round'] as const;
export type TreeKind = (typeof TREE_KINDS)[number];
const FOREGROUNDS = ['glacier', 'moraine', 'snow', 'none'] as const;

const number = z.number();
const optionalNumber = z.optional(number);
const optionalFlag = z.optional(z.boolean());
const count = z.number().check(z.int(), z.gte(0));
const colour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i, { error: 'Expected a #rrggbb colour' }));
const colours = z.array(colour).check(z.minLength(1));
/** Top and bottom colour (of a rock face, a band of ground...). */
const colourPair = z.tuple([colour, colour]);
const rock = z.optional(colourPair);
const position = z.strictObject({ x: number, y: number });
/** [x, y, count]: a camp of tents around (x, y). */
const tents = z.optional(z.tuple([number, number, count]));
/** [x, y, height] of one figure or object. */
const triple = z.tuple([number, number, number]);

/** What every scene reads: light, sky, clouds and the finishing vignette or headline scrim. */
const common = {
  time: z.enum(TIMES_OF_DAY),
  /** Moves the sun (or the moon) of the time of day. */
  sun: z.optional(position),
  moon: z.optional(position),
  horizon: optionalNumber,
  clouds: z.optional(z.enum(CLOUD_KINDS)),
  /** Cloud cover, 0 to 1. */
  cover: optionalNumber,
  milkyWay: optionalFlag,
  mwAngle: optionalNumber,
  mwX: optionalNumber,
  mist: optionalFlag,
  vignette: optionalNumber,
  /** Darkens the left and bottom for white headline text (hero slides). */
  scrim: optionalNumber,
};

/** Where a main peak of a PEAK_SHAPES outline stands and how big it is drawn. */
const mainPeak = { peakX: number, peakY: number, zoom: optionalNumber };

/** The glacier, moraine or snow slope (with tents, trekkers or a rope team) below big peaks. */
const foreground = {
  fg: z.optional(z.enum(FOREGROUNDS)),
  sideL: optionalNumber,
  sideR: optionalNumber,
  sideRock: rock,
  curve: optionalNumber,
  fgY: optionalNumber,
  tilt: optionalNumber,
  rope: optionalFlag,
  tents,
  /** [x, y, count, spacing?]: trekkers in a line. */
  trek: z.optional(z.tuple([number, number, count, z.optional(number)])),
};

/** A big peak over a glacier, moraine or snow slope (K2, Gasherbrum II, Broad Peak, Laila...). */
const peaksParamsSchema = z.strictObject({
  ...common,
  ...mainPeak,
  ...foreground,
  shape: z.enum(PEAK_SHAPES),
  farRange: optionalFlag,
  farHills: optionalNumber,
  depth: optionalNumber,
  rock,
  snowFrac: optionalNumber,
  snow: z.optional(
    z.strictObject({
      y: optionalNumber,
      amp: optionalNumber,
      follow: optionalNumber,
      fingers: optionalNumber,
      fingerLen: optionalNumber,
      freq: optionalNumber,
      rocky: optionalNumber,
    }),
  ),
  glowAmount: optionalNumber,
  /** [dx, top, width]: a rock buttress in front of the summit. */
  pillar: z.optional(triple),
});

/** A glacier highway between granite towers (Baltoro). */
const baltoroParamsSchema = z.strictObject({
  ...common,
  endX: optionalNumber,
  endY: optionalNumber,
  rock,
  flip: optionalFlag,
  curve: optionalNumber,
  /** How many trekkers walk up the glacier. */
  trek: z.optional(count),
});

/** A meadow, pine forest and a snow wall (Fairy Meadows). */
const meadowParamsSchema = z.strictObject({
  ...common,
  ...mainPeak,
  ridgeTilt: optionalNumber,
  meadowY: optionalNumber,
  pond: optionalFlag,
  /** [x, dy, height] per cabin, standing on the meadow. */
  cabins: z.optional(z.array(triple)),
  /** [x, height] per framing pine. */
  framePines: z.optional(z.array(z.tuple([number, number]))),
  /** [x, dy, height] per trekker, standing on the meadow. */
  trek: z.optional(z.array(triple)),
  tents,
});

/** An alpine lake reflecting peaks (Rush Lake, Attabad, Sheosar). */
const lakeParamsSchema = z.strictObject({
  ...common,
  ...mainPeak,
  shape: z.optional(z.enum(PEAK_SHAPES)),
  water: optionalNumber,
  farHills: optionalNumber,
  farSnow: optionalNumber,
  rock,
  snowFrac: optionalNumber,
  banks: optionalFlag,
  bankL: optionalNumber,
  bankR: optionalNumber,
  bankRock: rock,
  bankSnow: optionalFlag,
  shoreTrees: z.optional(z.enum(TREE_KINDS)),
  treeX0: optionalNumber,
  treeX1: optionalNumber,
  treeCount: z.optional(count),
  treeH: optionalNumber,
  treeColor: z.optional(colour),
  tint: z.optional(colour),
  clarity: optionalNumber,
  shoreY: optionalNumber,
  shoreTilt: optionalNumber,
  shoreColors: z.optional(colours),
  rocks: z.optional(count),
  /** [x, height, kind] per tree framing the picture. */
  fgTrees: z.optional(z.array(z.tuple([number, number, z.enum(TREE_KINDS)]))),
  flowers: optionalFlag,
  /** [x, y, height] of a photographer with a tripod. */
  photographer: z.optional(triple),
  tents,
});

/** A terraced valley with poplars under a snow peak (Hunza, Shigar, Khaplu). */
const valleyParamsSchema = z.strictObject({
  ...common,
  ...mainPeak,
  shape: z.optional(z.enum(PEAK_SHAPES)),
  snowFrac: optionalNumber,
  fields: z.optional(colours),
  treeColors: z.optional(colours),
  treeKind: z.optional(z.enum(TREE_KINDS)),
  blossom: z.optional(colour),
  treeDensity: optionalNumber,
  walls: rock,
  flip: optionalFlag,
  wallL: optionalNumber,
  wallR: optionalNumber,
  wallSnow: optionalFlag,
  /** [x, unused, size] of a fort on the valley wall. */
  fort: z.optional(triple),
  fortWall: z.optional(colour),
  farFloor: optionalNumber,
  nearY: optionalNumber,
  nearTilt: optionalNumber,
  rows: z.optional(count),
  /** [x, dy, size] of a palace on the near slope. */
  palace: z.optional(triple),
  /** [count, height] of the orchard trees around the palace. */
  orchard: z.optional(z.tuple([count, number])),
  orchardColor: z.optional(colour),
  /** [x, height] per poplar framing the picture. */
  fgPoplars: z.optional(z.array(z.tuple([number, number]))),
});

/** A fort on a rock above a sandy, braided river valley (Skardu). */
const desertFortParamsSchema = z.strictObject({
  ...common,
  floorY: optionalNumber,
  riverNear: optionalNumber,
  riverX: optionalNumber,
  dunes: optionalFlag,
  treeColor: z.optional(colour),
  fortX: optionalNumber,
  fortSize: optionalNumber,
  rockTop: optionalNumber,
});

/** A rolling high plateau with wildflowers and a lake (Deosai). */
const plateauParamsSchema = z.strictObject({
  ...common,
  hills: optionalNumber,
  lakeX: optionalNumber,
  lakeW: optionalNumber,
  lakeH: optionalNumber,
  /** Top and bottom colours of the four grassland bands, far to near. */
  bands: z.optional(z.tuple([colourPair, colourPair, colourPair, colourPair])),
  flowerCount: z.optional(count),
  flowerColors: z.optional(colours),
  stream: optionalFlag,
  streamX: optionalNumber,
  /** [x, dy, height] of a jeep on the nearest band. */
  jeep: z.optional(triple),
  tents,
});

/** The Karakoram Highway climbing barren ridges to a snowy pass (Khunjerab). */
const roadParamsSchema = z.strictObject({
  ...common,
  snowy: optionalNumber,
  groundColors: z.optional(colours),
  snowGround: optionalFlag,
  /** [x, y, half width] control points of the road, near to far. */
  roadCtrl: z.optional(z.array(triple).check(z.minLength(2))),
  /** [where along the road 0..1, size relative to the road's width] of a jeep. */
  jeep: z.optional(z.tuple([number, number])),
});

/** A vast snow basin ringed by peaks (Snow Lake). */
const snowBasinParamsSchema = z.strictObject({
  ...common,
  peakX: optionalNumber,
  peakY: optionalNumber,
  /** How many trekkers cross the basin. */
  trek: z.optional(count),
  tents,
});

/** Many peaks seen from a high pass (Gondogoro La). */
const panoramaParamsSchema = z.strictObject({
  ...common,
  shift: optionalNumber,
  tilt: optionalNumber,
  rope: optionalFlag,
  tents,
});

/** The scene painters by name, with the parameters each one reads. */
const sceneParamsSchemas = {
  peaks: peaksParamsSchema,
  baltoro: baltoroParamsSchema,
  meadow: meadowParamsSchema,
  lake: lakeParamsSchema,
  valley: valleyParamsSchema,
  'desert-fort': desertFortParamsSchema,
  plateau: plateauParamsSchema,
  road: roadParamsSchema,
  'snow-basin': snowBasinParamsSchema,
  panorama: panoramaParamsSchema,
} as const;
export type SceneName = keyof typeof sceneParamsSchemas;
export type SceneParams = {
  [K in SceneName]: z.infer<(typeof sceneParamsSchemas)[K]>;
};

const categoryArt = <K extends SceneName>(scene: K) =>
  z.strictObject({ scene: z.literal(scene), cover: sceneParamsSchemas[scene] });

const tourArt = <K extends SceneName>(scene: K) => {
  const params = sceneParamsSchemas[scene];
  return z.strictObject({
    scene: z.literal(scene),
    cover: params,
    /** gallery-1, gallery-2 and gallery-3, in that order. */
    gallery: z.tuple([params, params, params]),
  });
};

/** A category card's picture. */
export const categoryArtSchema = z.discriminatedUnion('scene', [
  categoryArt('peaks'),
  categoryArt('baltoro'),
  categoryArt('meadow'),
  categoryArt('lake'),
  categoryArt('valley'),
  categoryArt('desert-fort'),
  categoryArt('plateau'),
  categoryArt('road'),
  categoryArt('snow-basin'),
  categoryArt('panorama'),
]);
export type CategoryArt = z.infer<typeof categoryArtSchema>;

/** A tour's cover and its three gallery pictures, all painted by one scene painter. */
export const tourArtSchema = z.discriminatedUnion('scene', [
  tourArt('peaks'),
  tourArt('baltoro'),
  tourArt('meadow'),
  tourArt('lake'),
  tourArt('valley'),
  tourArt('desert-fort'),
  tourArt('plateau'),
  tourArt('road'),
  tourArt('snow-basin'),
  tourArt('panorama'),
]);
export type TourArt = z.infer<typeof tourArtSchema>;
