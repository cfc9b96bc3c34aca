import type { SceneName, SceneParams } from '../../../contract/catalogue-art';
import type { Scene } from '../scene';
import { paintBaltoro } from './baltoro';
import { paintDesertFort } from './desert-fort';
import { paintLake } from './lake';
import { paintMeadow } from './meadow';
import { paintPanorama } from './panorama';
import { paintPeaks } from './peaks';
import { paintPlateau } from './plateau';
import { paintRoad } from './road';
import { paintSnowBasin } from './snow-basin';
import { paintValley } from './valley';

/** The scene painters by the name a catalogue file gives in `art.scene`. */
const PAINTERS: { [K in SceneName]: (s: Scene, v: SceneParams[K]) => void } = {
  peaks: paintPeaks,
  baltoro: paintBaltoro,
  meadow: paintMeadow,
  lake: paintLake,
  valley: paintValley,
  'desert-fort': paintDesertFort,
  plateau: paintPlateau,
  road: paintRoad,
  'snow-basin': paintSnowBasin,
  panorama: paintPanorama,
};

/** One picture: a scene painter and the parameters it reads. */
export type Picture<K extends SceneName = SceneName> = {
  [P in K]: { scene: P; params: SceneParams[P] };
}[K];

export function paintPicture<K extends SceneName>(s: Scene, picture: Picture<K>): void {
  PAINTERS[picture.scene](s, picture.params);
}
