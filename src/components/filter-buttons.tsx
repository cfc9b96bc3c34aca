import { Badge, Box, Button, type ButtonProps } from '@chakra-ui/react';
import { SlidersHorizontal, X } from 'lucide-react';

/**
 * Shows or hides a list's filter panel; the badge counts the filters that are set. The count is
 * announced either inside the badge ('Filter 2 active') or, with `countInLabel`, in the button's
 * own name ('Filter, 2 active') with the badge hidden from screen readers.
 */
export function FilterToggle({
  label = 'Filter',
  open,
  activeCount,
  panelId,
  onToggle,
  countInLabel = false,
  iconSize,
  ...buttonProps
}: {
  label?: string;
  open: boolean;
  activeCount: number;
  panelId: string;
  onToggle: () => void;
  countInLabel?: boolean;
  iconSize?: number;
} & Pick<ButtonProps, 'size' | 'px' | 'display' | 'flexShrink'>) {
  const active = activeCount > 0;
  return (
    <Button
      variant="outline"
      bg="bg.panel"
      {...buttonProps}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={countInLabel && active ? `${label}, ${activeCount} active` : undefined}
      onClick={onToggle}
    >
      <SlidersHorizontal size={iconSize} aria-hidden />
      {label}
      {active && (
        <Badge
          colorPalette="brand"
          variant="solid"
          rounded="full"
          aria-hidden={countInLabel || undefined}
        >
          {activeCount}
          {!countInLabel && (
            <Box as="span" srOnly>
              active
            </Box>
          )}
        </Badge>
      )}
    </Button>
  );
}

export function ClearFiltersButton({
  disabled = false,
  onClick,
  size,
}: {
  disabled?: boolean;
  onClick: () => void;
  size?: 'lg';
}) {
  return (
    <Button size={size} variant="ghost" colorPalette="brand" disabled={disabled} onClick={onClick}>
      <X size={size === 'lg' ? 18 : undefined} aria-hidden />
      Clear filters
    </Button>
  );
}
