/**
 * Sends the telemetry queue (issue 32) when the page is hidden — the last moment a page in WeChat is sure
 * to run — with sendBeacon, or fetch with keepalive where there is none or it refuses. The vitals come
 * from web-vitals; an engine reports those it has (WebKit: FCP and TTFB).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { TelemetryVital } from '../api/types';
import { packBatches } from '../lib/telemetry';
import { TELEMETRY_URL, telemetryQueue, telemetryRecord } from './telemetry';

/** Batches a page sends at most. */
export const MAX_BATCHES = 8;
let sent = 0;

const vital = (metric: Metric) => telemetryRecord({ kind: 'vital', name: metric.name as TelemetryVital, value: Math.round(metric.value * 1000) / 1000 });

function post(body: string): void {
  try {
    if (navigator.sendBeacon?.(TELEMETRY_URL, new Blob([body], { type: 'text/plain' }))) return;
  } catch {
    // a beacon refused (too big for the browser's queue): the fetch below
  }
  void fetch(TELEMETRY_URL, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
}

export function flush(): void {
  const records = telemetryQueue.splice(0);
  for (const body of packBatches(__EGG_BUILD_ID__, records)) {
    if (sent >= MAX_BATCHES) return;
    sent++;
    post(body);
  }
}

export function startSending(): void {
  for (const on of [onFCP, onTTFB, onLCP, onINP, onCLS]) {
    try {
      on(vital);
    } catch {
      // an engine without the entry type
    }
  }
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
  performance.mark?.(TELEMETRY_READY_MARK);
}

/** Marked once the sender listens (a test waits for it). */
export const TELEMETRY_READY_MARK = 'egg:telemetry';
