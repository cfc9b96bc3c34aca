/** The calendar date (UTC) of an instant, as yyyy-mm-dd. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Adds whole days to a yyyy-mm-dd date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}
