import { Badge, Button, Grid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DepartureFigures } from '../../../../contract/admin-departures';
import {
  PAYMENT_STATE_LABELS,
  PAYMENT_STATE_PALETTE,
  type PaymentState,
} from '../../../../contract/payment-summary';
import { formatMoney } from '../../../lib/format';

/** Hidden on paper: buttons, links and other screen-only parts of the print-friendly pages. */
export const SCREEN_ONLY = { _print: { display: 'none' } } as const;

/** A link back up the admin area ('Tour Management', 'Departures'), not printed. */
export function BackLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2" {...SCREEN_ONLY}>
      <Link {...link}>
        <ArrowLeft aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

/** 'Departed' for a departure on or before today. */
export function StartedBadge({ started }: { started: boolean }) {
  if (!started) return null;
  return (
    <Badge colorPalette="gray" variant="outline">
      Departed
    </Badge>
  );
}

/** A booking's payment state in the palette every payment badge uses. */
export function PaymentBadge({ state }: { state: PaymentState }) {
  return (
    <Badge colorPalette={PAYMENT_STATE_PALETTE[state]} variant="subtle">
      {PAYMENT_STATE_LABELS[state]}
    </Badge>
  );
}

/** What each figure of a departure is called, in the order the pages show them. */
export const FIGURE_LABELS = {
  capacity: 'Capacity',
  sold: 'Sold',
  held: 'Held (awaiting transfer)',
  reserved: 'Reserved (no booking)',
  left: 'Left',
  bookings: 'Bookings',
  revenue: 'Revenue',
  outstanding: 'Outstanding',
} as const;

export type FigureKey = keyof typeof FIGURE_LABELS;

/**
 * The figures worth showing for these departures: 'Reserved (no booking)' only where some
 * seats are taken without a booking on record (normally none are).
 */
export function figureKeys(departures: readonly DepartureFigures[]): FigureKey[] {
  const withReserved = departures.some((departure) => departure.reserved > 0);
  return (Object.keys(FIGURE_LABELS) as FigureKey[]).filter(
    (key) => key !== 'reserved' || withReserved,
  );
}

export function figureText(figures: DepartureFigures, key: FigureKey): string {
  if (key === 'revenue' || key === 'outstanding') return formatMoney(figures[key]);
  return String(figures[key]);
}

/** A departure's figures as a definition list: label on the left, figure on the right. */
export function FigureList({ figures }: { figures: DepartureFigures }) {
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1.5">
      {figureKeys([figures]).map((key) => (
        <Figure key={key} label={FIGURE_LABELS[key]} value={figureText(figures, key)} />
      ))}
    </Grid>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium" textAlign="end">
        {value}
      </Text>
    </>
  );
}

/** Placeholder rows while a page loads, announced once to screen readers. */
export function LoadingRows({ label }: { label: string }) {
  return (
    <Stack gap="3" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="20" rounded="lg" aria-hidden />
      ))}
    </Stack>
  );
}
