import { TREND_WINDOW_DAYS } from '../../../../contract/admin-dashboard';

export type TrendTone = 'up' | 'down' | 'flat' | 'none';

/** How a stat card shows its trend: the visible text, its colour, and what a screen reader hears. */
export interface TrendView {
  text: string;
  tone: TrendTone;
  /** Read after the text: the comparison the percentage makes, or why there is none. */
  description: string;
}

const TREND_DESCRIPTION = `compared with the previous ${TREND_WINDOW_DAYS} days`;

/**
 * '+12.5%' (up), '-3.0%' (down), 'No change', or '—' when the previous period had nothing to
 * compare with (the API sends null then).
 */
export function describeTrend(trend: number | null): TrendView {
  if (trend === null) {
    return {
      text: '—',
      tone: 'none',
      description: `no activity in the previous ${TREND_WINDOW_DAYS} days to compare with`,
    };
  }
  if (trend === 0) return { text: 'No change', tone: 'flat', description: TREND_DESCRIPTION };
  const sign = trend > 0 ? '+' : '-';
  return {
    text: `${sign}${Math.abs(trend).toFixed(1)}%`,
    tone: trend > 0 ? 'up' : 'down',
    description: TREND_DESCRIPTION,
  };
}
