/** Round axis steps (1, 2, 5 × 10ⁿ) so that about `count` ticks cover 0..max; counts stay whole numbers. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
}

/** Show every n-th x label so that labels about `minGap` px wide never overlap. */
export function labelEvery(points: number, plotWidth: number, minGap = 56): number {
  if (points <= 0) return 1;
  return Math.max(1, Math.ceil((points * minGap) / Math.max(plotWidth, 1)));
}
