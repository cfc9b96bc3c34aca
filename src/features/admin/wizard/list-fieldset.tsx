import { chakra } from '@chakra-ui/react';

/** A numbered group of fields (a day, a departure): a fieldset named by its legend. */
export const ListFieldset = chakra('fieldset', {
  base: {
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'lg',
    p: { base: '4', md: '5' },
    minW: '0',
  },
});

export const ListLegend = chakra('legend', {
  base: {
    px: '2',
    mx: '-2',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    color: 'fg',
  },
});
