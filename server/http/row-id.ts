import { MAX_ROW_ID } from '../../contract/input';

/**
 * A row id from the address (`/api/tours/{id}`): digits naming a whole number from 1 to
 * MAX_ROW_ID, the ids an integer column can hold on both databases. Anything else (`0`, `-1`,
 * `1e3`, `2147483648`) names no row, so the route answers 404 without asking the database.
 */
export function parseRowId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : null;
}
