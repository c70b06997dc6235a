/**
 * npm run telemetry [-- --days 7] [--db .data/eggcard.db]
 * Prints p75 and p95 per measure per engine for the last days, and the top errors and API failures.
 * EGG_DB names the database as for `npm start`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDb } from '../api/db';
import { telemetryReport, formatReport } from './report';

const { values } = parseArgs({ options: { days: { type: 'string', default: '7' }, db: { type: 'string' } } });
const days = Number(values.days);
if (!Number.isFinite(days) || days <= 0) {
  console.error(`--days must be a positive number, not ${values.days}`);
  process.exit(2);
}
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const file = values.db ?? process.env.EGG_DB ?? '.data/eggcard.db';
const db = openDb(file === ':memory:' ? file : resolve(ROOT, file));
const to = Date.now();
console.log(formatReport(telemetryReport(db, { from: to - days * 86_400_000, to: to + 1 })));
db.close();
