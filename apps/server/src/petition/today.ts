/** A date as MM/DD/YYYY (UTC): the `asOf` of a petition the server creates (the engine never reads the clock). */
export function usDate(epochMs: number): string {
  const d = new Date(epochMs);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
}
