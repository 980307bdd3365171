/** Edit distance between two words (Levenshtein), for "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(
        row[j]! + 1,
        row[j - 1]! + 1,
        previous + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The option closest to what was written, when it is close enough to be a typo. */
export function closest(written: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const option of options) {
    const d = editDistance(written, option);
    if (d < bestDistance) [best, bestDistance] = [option, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(written.length / 3)) ? best : undefined;
}
