import { createSystem, defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appSystem, lightOnly } from '../../src/theme/system';

/*
 * The site has one colour mode, light (issue 16: the dark values were tokens built on every first
 * visit and CSS variables in every page). Without them, every variable must keep the value the
 * light mode gave it: the same colours, borders and shadows on screen.
 */

type TokenBlocks = Record<string, Record<string, string>>;

const blocks = (system: ReturnType<typeof createSystem>) =>
  (system.getTokenCss() as unknown as Record<string, TokenBlocks>)['@layer tokens']!;

const ROOT = '&:where(html, .chakra-theme)';
const LIGHT = ':root &, .light &';

describe('the light-only theme', () => {
  it("keeps the light value of every one of Chakra's semantic tokens, and no dark one", () => {
    const semanticTokens = defaultConfig.theme!.semanticTokens!;
    const reference = blocks(createSystem(defaultConfig));
    const light = blocks(
      createSystem(defaultBaseConfig, {
        ...defaultConfig,
        theme: { ...defaultConfig.theme, semanticTokens: lightOnly(semanticTokens) },
      }),
    );

    expect(Object.keys(reference)).toEqual([ROOT, LIGHT, expect.stringContaining('.dark')]);
    expect(Object.keys(light)).toEqual([ROOT]);
    expect(light[ROOT]).toEqual({ ...reference[ROOT], ...reference[LIGHT] });
  });

  it('is the app theme: no dark values in it', () => {
    const app = blocks(appSystem());
    expect(Object.keys(app)).toEqual([ROOT]);
    expect(app[ROOT]!['--chakra-colors-bg']).toBe('var(--chakra-colors-white)');
    expect(app[ROOT]!['--chakra-colors-fg-error']).toBe('var(--chakra-colors-red-600)');
  });
});
