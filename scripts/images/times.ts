import type { TimeOfDay } from '../../contract/catalogue-art';

interface Sun {
  x: number;
  y: number;
  r: number;
  core: string;
  glow: string;
  glowA: number;
  glowR: number;
}

/** The light of a time of day (see TIMES). */
export interface Time {
  sky: Array<[number, string]>;
  sun?: Sun | null;
  moon?: { x: number; y: number; r: number };
  light: string;
  snowLit: string;
  snowLow: string;
  shadow: string;
  shadowStrength: number;
  haze: string;
  ambient: string;
  cloudLit: string;
  cloudShade: string;
  stars: number;
  alpenglow?: number;
  milkyWay?: boolean;
}

/**
 * sky: gradient stops from zenith (0) to the horizon (1)
 * sun/moon: position as fractions of the canvas, radius as a fraction of the width
 * light: colour of direct light; shadow: multiply colour for faces turned from the light
 * ambient: multiply colour for ground materials; haze: atmosphere colour near the horizon
 */
export const TIMES: Record<TimeOfDay, Time> = {
  dawn: {
    sky: [
      [0, '#161d45'],
      [0.3, '#363a76'],
      [0.58, '#8c6a9c'],
      [0.8, '#e49a8e'],
      [1, '#fbd0a4'],
    ],
    sun: { x: 0.88, y: 0.5, r: 0.016, core: '#fff4df', glow: '#ffae7a', glowA: 0.75, glowR: 0.55 },
    light: '#ffc1a1',
    snowLit: '#ffe2d2',
    snowLow: '#a9a6cc',
    shadow: '#7a83bd',
    shadowStrength: 1,
    haze: '#c9a3bd',
    ambient: '#a898b4',
    cloudLit: '#ffc6a6',
    cloudShade: '#6f6595',
    stars: 40,
    alpenglow: 0.55,
  },
  morning: {
    sky: [
      [0, '#2a5a9c'],
      [0.45, '#5f95cf'],
      [0.82, '#b3d2ec'],
      [1, '#e6eef3'],
    ],
    sun: { x: 0.14, y: 0.12, r: 0.014, core: '#fffdf4', glow: '#fff3d2', glowA: 0.7, glowR: 0.45 },
    light: '#fff6e8',
    snowLit: '#fbfcff',
    snowLow: '#d2ddef',
    shadow: '#8ea2cf',
    shadowStrength: 1,
    haze: '#c6d8ea',
    ambient: '#f4f2ee',
    cloudLit: '#ffffff',
    cloudShade: '#a6b5cb',
    stars: 0,
  },
  day: {
    sky: [
      [0, '#1a54a3'],
      [0.45, '#3b7fcb'],
      [0.8, '#8fbde6'],
      [1, '#d8e8f3'],
    ],
    sun: { x: 0.9, y: -0.05, r: 0.016, core: '#ffffff', glow: '#fff8e4', glowA: 0.6, glowR: 0.5 },
    light: '#ffffff',
    snowLit: '#fdfeff',
    snowLow: '#d6e0ee',
    shadow: '#8398c9',
    shadowStrength: 1,
    haze: '#c7dbee',
    ambient: '#ffffff',
    cloudLit: '#ffffff',
    cloudShade: '#a9b8cf',
    stars: 0,
  },
  highblue: {
    sky: [
      [0, '#051443'],
      [0.35, '#0d3580'],
      [0.72, '#3574c2'],
      [1, '#a4c9ec'],
    ],
    sun: { x: 0.12, y: -0.04, r: 0.016, core: '#ffffff', glow: '#f4f8ff', glowA: 0.5, glowR: 0.4 },
    light: '#ffffff',
    snowLit: '#ffffff',
    snowLow: '#cfdcef',
    shadow: '#6c88c6',
    shadowStrength: 1.1,
    haze: '#a7c6e6',
    ambient: '#eef3fb',
    cloudLit: '#ffffff',
    cloudShade: '#9fb3d3',
    stars: 0,
  },
  autumn: {
    sky: [
      [0, '#2563b0'],
      [0.5, '#679fd6'],
      [0.84, '#bdd7ec'],
      [1, '#efe5cf'],
    ],
    sun: { x: 0.86, y: 0.08, r: 0.016, core: '#fffbee', glow: '#fff0cc', glowA: 0.65, glowR: 0.5 },
    light: '#fff0d4',
    snowLit: '#fffcf6',
    snowLow: '#d3dcea',
    shadow: '#8b98c6',
    shadowStrength: 1,
    haze: '#d9d8d2',
    ambient: '#fff6ea',
    cloudLit: '#ffffff',
    cloudShade: '#b0b7c8',
    stars: 0,
  },
  golden: {
    sky: [
      [0, '#2b4678'],
      [0.4, '#7585ad'],
      [0.7, '#e2ad8c'],
      [0.9, '#f6c579'],
      [1, '#fde0a0'],
    ],
    sun: { x: 0.12, y: 0.44, r: 0.024, core: '#fff4d4', glow: '#ffbf5c', glowA: 0.8, glowR: 0.6 },
    light: '#ffc784',
    snowLit: '#ffe6c2',
    snowLow: '#c4b0c0',
    shadow: '#9486b6',
    shadowStrength: 1,
    haze: '#e6bf98',
    ambient: '#efd2b2',
    cloudLit: '#ffd79c',
    cloudShade: '#8f7592',
    stars: 0,
    alpenglow: 0.35,
  },
  sunset: {
    sky: [
      [0, '#1b2150'],
      [0.35, '#54467f'],
      [0.64, '#c86a6c'],
      [0.85, '#f39651'],
      [1, '#ffcb78'],
    ],
    sun: { x: 0.82, y: 0.5, r: 0.026, core: '#fff1c4', glow: '#ff963c', glowA: 0.85, glowR: 0.65 },
    light: '#ffa866',
    snowLit: '#ffcf9f',
    snowLow: '#9784ae',
    shadow: '#6b5b98',
    shadowStrength: 1.05,
    haze: '#d4887e',
    ambient: '#c69c9c',
    cloudLit: '#ffb27a',
    cloudShade: '#6c4f7c',
    stars: 0,
    alpenglow: 0.7,
  },
  dusk: {
    sky: [
      [0, '#0b1231'],
      [0.4, '#272f63'],
      [0.7, '#634c84'],
      [0.9, '#bd7484'],
      [1, '#eca482'],
    ],
    sun: null,
    light: '#f2b2bb',
    snowLit: '#e6c4d6',
    snowLow: '#77799f',
    shadow: '#575f94',
    shadowStrength: 0.9,
    haze: '#86769c',
    ambient: '#85829f',
    cloudLit: '#e39aa0',
    cloudShade: '#3f3c66',
    stars: 140,
    alpenglow: 0.8,
  },
  night: {
    sky: [
      [0, '#02060f'],
      [0.45, '#081833'],
      [0.8, '#152c55'],
      [1, '#26436f'],
    ],
    moon: { x: 0.78, y: 0.16, r: 0.02 },
    light: '#c9d8ff',
    snowLit: '#b9c9e8',
    snowLow: '#5d7098',
    shadow: '#4a5c8c',
    shadowStrength: 1,
    haze: '#2a4269',
    ambient: '#3a4a72',
    cloudLit: '#50628c',
    cloudShade: '#16223e',
    stars: 650,
    milkyWay: true,
  },
  storm: {
    sky: [
      [0, '#22272f'],
      [0.5, '#465061'],
      [0.85, '#7f8999'],
      [1, '#aeb4bc'],
    ],
    sun: null,
    light: '#eef1f5',
    snowLit: '#eef1f5',
    snowLow: '#a7afbd',
    shadow: '#68728a',
    shadowStrength: 0.9,
    haze: '#949ba6',
    ambient: '#9ba0aa',
    cloudLit: '#9aa2ae',
    cloudShade: '#2b313c',
    stars: 0,
  },
};
