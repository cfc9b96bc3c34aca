import { createSystem, defaultBaseConfig, defineConfig, defineRecipe } from '@chakra-ui/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { radiomarkRecipe } from 'chakra-theme/recipes/radiomark';
import { separatorRecipe } from 'chakra-theme/recipes/separator';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
import { blurs } from 'chakra-theme/tokens/blurs';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';
import { ENTRY_CSS } from '../features/home/motion';

/** Chakra's default tokens, composed as '@chakra-ui/react/theme' does (see scripts/chakra-theme-alias.ts). */
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
/** A semantic token's value: one value, or one per condition (`_light`, `_dark`...). */
type TokenValue = unknown;

/**
 * Chakra's semantic tokens without their dark values. The site has one, light, colour mode (no
 * switch, and nothing sets Chakra's `.dark` class), so the `_dark` values never apply; each is a
 * token the browser's system builds on every first visit and a CSS variable in every page's
 * head (issue 16: building the system is the longest task of a first visit).
 */
export function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  if ('value' in tokens) {
    const value = (tokens as { value: TokenValue }).value;
    if (typeof value === 'object' && value !== null && '_dark' in value) {
      const { _dark: _unused, ...rest } = value as Record<string, TokenValue>;
      const only = Object.keys(rest);
      return {
        ...tokens,
        value: only.length === 1 && only[0] === '_light' ? rest._light : rest,
      };
    }
    return tokens;
  }
  return Object.fromEntries(
    Object.entries(tokens).map(([key, inner]) => [key, lightOnly(inner)]),
  ) as T;
}

const semanticTokens = lightOnly({
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
});
const cssVarsPrefix = 'chakra';
const cssVarsRoot = ':where(html, .chakra-theme)';

/**
 * Chakra's default theme with only the recipes the site shell needs on every page. Recipes are
 * part of the first download (bundle budget for `/`: 200 kB), so components used on particular
 * pages (Tabs, Card, Field, Drawer, Dialog, Table...) carry their recipe with them instead: import
 * them from src/components/ui/, which binds the recipe through the component's `recipe` prop.
 * A Chakra component used with neither renders unstyled.
 */
/**
 * Chakra's container with a wider gutter from `lg`: the quick actions stand in it, clear of the
 * page's controls and prices (src/components/layout/floating-actions.tsx; issue 17).
 */
const containerWithGutter = defineRecipe({
  ...containerRecipe,
  base: { ...containerRecipe.base, px: { base: '4', md: '6', lg: '16' } },
});

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerWithGutter,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
  },
});

/**
 * Brand: glacier blue (brand) for trust and the high mountains, sunrise orange (sunrise)
 * for calls to action. Solid shades keep white text above WCAG AA contrast.
 */
const config = defineConfig({
  globalCss: {
    html: { scrollPaddingTop: '80px' },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '2',
      zIndex: 'skipNav',
      bg: 'bg.panel',
      color: 'brand.fg',
      px: '4',
      py: '2',
      rounded: 'md',
      shadow: 'md',
      fontWeight: 'semibold',
    },
    '.skip-link:focus': { left: '4' },
    // The home page's fade-ins: hidden at first only where scripts run (src/features/home/motion.ts).
    ...ENTRY_CSS,
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Montserrat Variable', ui-sans-serif, system-ui, sans-serif" },
        body: { value: "'Inter Variable', ui-sans-serif, system-ui, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#e8f4f8' },
          100: { value: '#c6e3ee' },
          200: { value: '#93c9dd' },
          300: { value: '#5ea9c6' },
          400: { value: '#2f8bad' },
          500: { value: '#157196' },
          600: { value: '#0d5b7c' },
          700: { value: '#0b4f6c' },
          800: { value: '#093d54' },
          900: { value: '#072c3d' },
          950: { value: '#041b26' },
        },
        sunrise: {
          50: { value: '#fdf3ea' },
          100: { value: '#fae0c9' },
          200: { value: '#f5c096' },
          300: { value: '#efa064' },
          400: { value: '#eb8c47' },
          500: { value: '#e07a2f' },
          600: { value: '#c4621b' },
          700: { value: '#a65016' },
          800: { value: '#843f13' },
          900: { value: '#622f10' },
          950: { value: '#3a1b08' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's green.600 under white text is 3.3:1 (the Easy badge, the Active status):
        // one shade darker passes WCAG AA (5:1).
        green: { solid: { value: '{colors.green.700}' } },
        // Field error texts (fg.error) are small: Chakra's red.500 on white is 3.8:1, red.600
        // passes WCAG AA (4.8:1).
        fg: { error: { value: '{colors.red.600}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        sunrise: {
          solid: { value: '{colors.sunrise.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.sunrise.800}' },
          muted: { value: '{colors.sunrise.100}' },
          subtle: { value: '{colors.sunrise.50}' },
          emphasized: { value: '{colors.sunrise.200}' },
          focusRing: { value: '{colors.sunrise.500}' },
        },
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The app's Chakra system, created on first use rather than when the module loads: building it
 * (token dictionary, utilities, conditions) is one of the longest pieces of a first visit's
 * main-thread work, and src/main.tsx runs it in a task of its own (issue 16: blocking time).
 */
export function appSystem() {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}

/**
 * The page in the browser was rendered by the server, whose ChakraProvider wrote the global
 * stylesheet (reset, global styles, a CSS variable per token) into its head, where it stays for
 * the page's life. The browser's provider then writes none, and the production build never
 * computes it (scripts/chakra-lazy-global.ts makes `_global` computed on first read).
 */
export function globalCssAlreadyInPage(system: ReturnType<typeof appSystem>): void {
  Object.defineProperty(system, '_global', { value: [], configurable: true });
}
