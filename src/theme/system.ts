import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  segmentGroupSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme minus the recipes we do not use: the full set weighs ~30 kB gzipped
 * in the first download (bundle budget, 200 kB). Add a component's recipe here when you first
 * use the component; a missing recipe renders the component unstyled.
 */
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
      container: containerRecipe,
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
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      card: cardSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
