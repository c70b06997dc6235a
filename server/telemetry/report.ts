/**
 * What the programme looks at (issue 32): p75 and p95 of each measure per engine over a period, and
 * the errors and API failures members met, with counts. Read by `npm run telemetry` and the demo's
 * /dev/telemetry page.
 */
import type { Database } from '../api/db';

export interface MeasureRow {
  engine: string;
  /** "FCP", "card", … or "api /api/order/list" for API durations. */
  measure: string;
  n: number;
  p75: number;
  p95: number;
}

export interface CountRow {
  /** "uncaught", "rejection", "boundary"; for API failures the route template. */
  name: string;
  /** The error's message, or for an API failure "HTTP 500" / "errCode token.expire" / "no answer". */
  what: string;
  count: number;
}

export interface TelemetryReport {
  from: number;
  to: number;
  records: number;
  measures: MeasureRow[];
  errors: CountRow[];
  apiFailures: CountRow[];
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function telemetryReport(db: Database, { from, to }: { from: number; to: number }): TelemetryReport {
  const rows = db
    .prepare(
      "SELECT engine, kind, name, value FROM telemetry_records WHERE receivedAt >= ? AND receivedAt < ? AND kind IN ('vital', 'moment', 'api') AND value IS NOT NULL",
    )
    .all(from, to) as { engine: string; kind: string; name: string; value: number }[];
  const groups = new Map<string, { engine: string; measure: string; values: number[] }>();
  for (const r of rows) {
    const measure = r.kind === 'api' ? `api ${r.name}` : r.name;
    const key = `${r.engine}\u0000${measure}`;
    const g = groups.get(key) ?? { engine: r.engine, measure, values: [] };
    g.values.push(r.value);
    groups.set(key, g);
  }
  const measures = [...groups.values()]
    .map(({ engine, measure, values }) => {
      values.sort((a, b) => a - b);
      return { engine, measure, n: values.length, p75: percentile(values, 75), p95: percentile(values, 95) };
    })
    .sort((a, b) => a.engine.localeCompare(b.engine) || order(a.measure) - order(b.measure) || a.measure.localeCompare(b.measure));
  const errors = db
    .prepare(
      "SELECT name, message AS what, COUNT(*) AS count FROM telemetry_records WHERE receivedAt >= ? AND receivedAt < ? AND kind = 'error' GROUP BY name, message ORDER BY count DESC, name LIMIT 20",
    )
    .all(from, to) as CountRow[];
  const apiFailures = db
    .prepare(
      `SELECT name, CASE WHEN code IS NOT NULL THEN 'errCode ' || code WHEN status = 0 THEN 'no answer' ELSE 'HTTP ' || status END AS what, COUNT(*) AS count
       FROM telemetry_records WHERE receivedAt >= ? AND receivedAt < ? AND kind = 'api' AND (status = 0 OR status >= 400 OR code IS NOT NULL)
       GROUP BY name, what ORDER BY count DESC, name LIMIT 20`,
    )
    .all(from, to) as CountRow[];
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM telemetry_records WHERE receivedAt >= ? AND receivedAt < ?').get(from, to) as { n: number };
  return { from, to, records: n, measures, errors, apiFailures };
}

const ORDER = ['card', 'sign-in', 'first-row', 'TTFB', 'FCP', 'LCP', 'INP', 'CLS'];
const order = (measure: string) => {
  const i = ORDER.indexOf(measure);
  return i < 0 ? ORDER.length : i;
};

/** One p75 per measure per engine per time bucket, for the charts. */
export function telemetrySeries(
  db: Database,
  { from, to, bucketMs }: { from: number; to: number; bucketMs: number },
): { engine: string; measure: string; points: { at: number; p75: number; n: number }[] }[] {
  const rows = db
    .prepare(
      "SELECT receivedAt, engine, name, value FROM telemetry_records WHERE receivedAt >= ? AND receivedAt < ? AND kind IN ('vital', 'moment') AND value IS NOT NULL",
    )
    .all(from, to) as { receivedAt: number; engine: string; name: string; value: number }[];
  const series = new Map<string, { engine: string; measure: string; buckets: Map<number, number[]> }>();
  for (const r of rows) {
    const key = `${r.engine}\u0000${r.name}`;
    const s = series.get(key) ?? { engine: r.engine, measure: r.name, buckets: new Map() };
    const at = from + Math.floor((r.receivedAt - from) / bucketMs) * bucketMs;
    s.buckets.set(at, [...(s.buckets.get(at) ?? []), r.value]);
    series.set(key, s);
  }
  return [...series.values()]
    .map(({ engine, measure, buckets }) => ({
      engine,
      measure,
      points: [...buckets.entries()]
        .sort(([a], [b]) => a - b)
        .map(([at, values]) => ({
          at,
          n: values.length,
          p75: percentile(
            values.sort((a, b) => a - b),
            75,
          ),
        })),
    }))
    .sort((a, b) => order(a.measure) - order(b.measure) || a.measure.localeCompare(b.measure) || a.engine.localeCompare(b.engine));
}

const fmt = (measure: string, v: number) => (measure === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`);

/** The report as text, for a terminal. */
export function formatReport(report: TelemetryReport): string {
  const day = (t: number) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');
  const lines = [`Telemetry report ${day(report.from)} – ${day(report.to)} UTC: ${report.records} records`, ''];
  if (report.measures.length === 0) lines.push('No measurements in this period.');
  else {
    const w = Math.max(6, ...report.measures.map((m) => m.engine.length));
    const mw = Math.max(7, ...report.measures.map((m) => m.measure.length));
    lines.push(`${'engine'.padEnd(w)}  ${'measure'.padEnd(mw)}  ${'n'.padStart(6)}  ${'p75'.padStart(9)}  ${'p95'.padStart(9)}`);
    for (const m of report.measures) {
      lines.push(
        `${m.engine.padEnd(w)}  ${m.measure.padEnd(mw)}  ${String(m.n).padStart(6)}  ${fmt(m.measure, m.p75).padStart(9)}  ${fmt(m.measure, m.p95).padStart(9)}`,
      );
    }
  }
  for (const [title, list] of [
    ['Top errors', report.errors],
    ['API failures', report.apiFailures],
  ] as const) {
    lines.push('', `${title}:`);
    if (list.length === 0) lines.push('  none');
    for (const e of list) lines.push(`  ${String(e.count).padStart(5)}  ${e.name}  ${e.what}`);
  }
  return lines.join('\n');
}
