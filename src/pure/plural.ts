// A count with its noun, in English: '1 row', '3 rows'.

/** '1 day', '2 days': the count and the noun that agrees with it. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
