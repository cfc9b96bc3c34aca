import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * `chakra-theme/<path>` -> one file of Chakra's theme (a recipe, a token set). Chakra's
 * '@chakra-ui/react/theme' index also builds its whole default theme (every recipe Chakra has),
 * and once that index is shared by several chunks all of it lands in the first download.
 * Importing the single files keeps each recipe in the chunk that uses it.
 * Types: the matching `paths` entry in tsconfig.json.
 */
export const chakraThemeAlias = {
  find: /^chakra-theme\/(.*)$/,
  replacement: path.join(root, 'node_modules/@chakra-ui/react/dist/esm/theme/$1.js'),
};
