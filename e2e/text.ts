// How the site writes dates, for specs to compare against (SPEC 9: US long format).

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'June 3, 2027' for the calendar day 'yyyy-mm-dd' (whatever the browser's time zone). */
export function usLongDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`));
}
