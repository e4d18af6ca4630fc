export const ascending = (values: number[]): number[] => [...values].sort((a, b) => a - b);

/** Nearest-rank percentile of an ascending list (p = 100 is the maximum); NaN when it is empty. */
export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
