/**
 * GET /dev/telemetry (demo only): the telemetry report as a page — p75 of each measure over time per engine,
 * drawn as small SVG charts on the server (no script, so the page needs no CSP exception), and the
 * tables `npm run telemetry` prints. It shows what the demo's own visits sent; nothing is seeded.
 */
import { Hono } from 'hono';
import type { Database } from '../api/db';
import { telemetryReport, telemetrySeries, type CountRow } from '../telemetry/report';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const COLOURS = ['#c2410c', '#1d4ed8', '#15803d', '#7e22ce', '#b45309', '#0e7490'];
const W = 320;
const H = 120;

function chart(measure: string, lines: { engine: string; points: { at: number; p75: number }[] }[], from: number, to: number): string {
  const max = Math.max(...lines.flatMap((l) => l.points.map((p) => p.p75)), measure === 'CLS' ? 0.1 : 100);
  const x = (at: number) => (((at - from) / (to - from)) * (W - 40) + 36).toFixed(1);
  const y = (v: number) => (H - 18 - (v / max) * (H - 30)).toFixed(1);
  const unit = measure === 'CLS' ? '' : ' ms';
  const label = (v: number) => (measure === 'CLS' ? v.toFixed(2) : String(Math.round(v)));
  const paths = lines
    .map((l, i) => {
      const colour = COLOURS[i % COLOURS.length];
      const d = l.points.map((p, j) => `${j ? 'L' : 'M'}${x(p.at)},${y(p.p75)}`).join(' ');
      const dots = l.points
        .map((p) => `<circle cx="${x(p.at)}" cy="${y(p.p75)}" r="2.5" fill="${colour}"><title>${esc(l.engine)}: ${label(p.p75)}${unit}</title></circle>`)
        .join('');
      return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.5"/>${dots}`;
    })
    .join('');
  const legend = lines.map((l, i) => `<span style="color:${COLOURS[i % COLOURS.length]}">● ${esc(l.engine)}</span>`).join(' ');
  return `<figure><figcaption>${esc(measure)} p75${unit ? ' (ms)' : ''}</figcaption>
<svg viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="${esc(measure)} p75 over time">
<line x1="36" y1="${H - 18}" x2="${W - 4}" y2="${H - 18}" stroke="#999"/><text x="0" y="14" font-size="10">${label(max)}</text><text x="0" y="${H - 18}" font-size="10">0</text>
<text x="36" y="${H - 4}" font-size="10">${esc(new Date(from).toISOString().slice(5, 16).replace('T', ' '))}</text><text x="${W - 4}" y="${H - 4}" font-size="10" text-anchor="end">now (UTC)</text>
${paths}</svg><div class="legend">${legend}</div></figure>`;
}

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${
    rows.length ? rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('') : `<tr><td colspan="${head.length}">none</td></tr>`
  }</tbody></table>`;

const counts = (list: CountRow[]) => list.map((e) => [String(e.count), e.name, e.what]);

export function telemetryPage(db: Database, now: () => number): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const hours = Math.min(24 * 90, Math.max(1, Number(c.req.query('hours')) || 24));
    const to = now() + 1;
    const from = to - hours * 3_600_000;
    const bucketMs = Math.max(60_000, Math.ceil((hours * 3_600_000) / 24 / 60_000) * 60_000);
    const report = telemetryReport(db, { from, to });
    const byMeasure = new Map<string, { engine: string; points: { at: number; p75: number }[] }[]>();
    for (const s of telemetrySeries(db, { from, to, bucketMs })) byMeasure.set(s.measure, [...(byMeasure.get(s.measure) ?? []), s]);
    const charts = [...byMeasure.entries()].map(([m, lines]) => chart(m, lines, from, to)).join('');
    const fmt = (m: string, v: number) => (m === 'CLS' ? v.toFixed(3) : `${Math.round(v)}\u00a0ms`);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Eggcard telemetry report</title><style>
body{font:15px/1.4 system-ui,sans-serif;margin:16px;max-width:1000px;color:#222;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:12px}
figure{margin:0;border:1px solid #8884;border-radius:8px;padding:8px}figcaption{font-weight:600}
svg text{fill:currentColor}.legend{font-size:13px}
table{border-collapse:collapse;margin:8px 0 16px}td,th{border-bottom:1px solid #8884;padding:4px 8px;text-align:left}
</style></head><body>
<h1>Telemetry report</h1>
<p>The last ${hours} h: ${report.records} records from this demo's visits (UTC). <a href="?hours=24">24 h</a> · <a href="?hours=168">7 days</a> · <a href="?hours=720">30 days</a></p>
${report.records === 0 ? '<p>Nothing yet: open the app with VITE_TELEMETRY_URL set (the demo sets it), use it, and leave the page.</p>' : ''}
<div class="charts">${charts}</div>
<h2>p75 and p95 per engine</h2>
${table(
  ['engine', 'measure', 'n', 'p75', 'p95'],
  report.measures.map((m) => [m.engine, m.measure, String(m.n), fmt(m.measure, m.p75), fmt(m.measure, m.p95)]),
)}
<h2>Top errors</h2>${table(['count', 'kind', 'message'], counts(report.errors))}
<h2>API failures</h2>${table(['count', 'route', 'what'], counts(report.apiFailures))}
</body></html>`;
    c.header('Cache-Control', 'no-store');
    return c.html(html);
  });
  return app;
}
