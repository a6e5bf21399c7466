/** One figure of the quality sheet as measured: `ok` when it meets its target. */
export interface BenchResult {
  value: number;
  unit: string;
  target: string;
  ok: boolean;
}

export type BenchResults = Record<string, BenchResult>;

export const atMost = (value: number, limit: number, unit: string): BenchResult => ({
  value: round(value),
  unit,
  target: `<= ${limit} ${unit}`,
  ok: value <= limit,
});
export const atLeast = (value: number, limit: number, unit: string): BenchResult => ({
  value: round(value),
  unit,
  target: `>= ${limit} ${unit}`,
  ok: value >= limit,
});

/** A figure with no target of its own: `note` says what it is beside. */
export const reported = (value: number, unit: string, note: string): BenchResult => ({
  value: round(value),
  unit,
  target: `reported (${note})`,
  ok: true,
});

const round = (value: number): number => (Number.isFinite(value) ? Math.round(value * 1000) / 1000 : value);

export const verdict = (result: BenchResult): string =>
  `${result.value} ${result.unit} (target ${result.target}: ${result.ok ? 'met' : 'NOT met'})`;
