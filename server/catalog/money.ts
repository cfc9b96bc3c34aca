/** Prices are stored as integer US cents and sent as dollars (1299 or 1299.5). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
