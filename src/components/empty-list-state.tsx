import { Button, Stack, type EmptyStateRootProps } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from './ui/empty-state';

/** A list with nothing in it yet: an icon, a title, a line of help and an optional action. */
export function EmptyListState({
  icon,
  iconColor = 'brand.fg',
  title,
  description,
  action,
  ...rootProps
}: EmptyStateRootProps & {
  icon: ReactNode;
  iconColor?: string;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" {...rootProps}>
      <EmptyState.Content>
        <EmptyState.Indicator color={iconColor}>{icon}</EmptyState.Indicator>
        <Stack gap="1" textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </Stack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The way out of an empty account list: the tour catalogue. */
export function BrowseToursButton() {
  return (
    <Button asChild colorPalette="brand">
      <Link to="/tours">
        <Compass aria-hidden />
        Browse Tours
      </Link>
    </Button>
  );
}
