import type { ComponentType } from 'react';

/**
 * Binds a Chakra recipe to a component through its `recipe` prop. Recipes registered in the
 * system (src/theme/system.ts) load with the first page; binding page-only components here keeps
 * their recipes in the chunks of the pages that use them (bundle budget for `/`).
 */
export function withRecipe<P extends object>(Component: ComponentType<P>, recipe: unknown) {
  function WithRecipe(props: P) {
    const Bound = Component as ComponentType<P & { recipe: unknown }>;
    return <Bound recipe={recipe} {...props} />;
  }
  WithRecipe.displayName = `WithRecipe(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithRecipe;
}
