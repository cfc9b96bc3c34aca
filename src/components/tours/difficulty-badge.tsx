import { Badge, type BadgeProps } from '@chakra-ui/react';

/**
 * SPEC 4: Easy green, Moderate yellow, Challenging red; any other value is blue on the
 * featured cards and purple on the category grid.
 */
const PALETTE: Record<string, BadgeProps['colorPalette']> = {
  Easy: 'green',
  Moderate: 'yellow',
  Challenging: 'red',
};

function difficultyPalette(
  difficulty: string,
  context: 'featured' | 'category',
): BadgeProps['colorPalette'] {
  return PALETTE[difficulty] ?? (context === 'featured' ? 'blue' : 'purple');
}

export function DifficultyBadge({
  difficulty,
  context = 'featured',
  ...props
}: { difficulty: string; context?: 'featured' | 'category' } & BadgeProps) {
  return (
    <Badge
      colorPalette={difficultyPalette(difficulty, context)}
      variant="solid"
      size="md"
      {...props}
    >
      {difficulty}
    </Badge>
  );
}
