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

/** Splits one CSV line into fields (RFC 4180 quoting). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}
