/**
 * Telemetry (issue 32): the small part that runs from the start — the queue, the app's
 * moments and the error listeners. What sends them (and web-vitals) is telemetry-send.ts, loaded when
 * home is idle. Off, and dropped from the build, when VITE_TELEMETRY_URL is not set; a visit is in the
 * sample (VITE_TELEMETRY_SAMPLE, 0–1, default 1) or not for its whole life.
 */
import { useEffect, useRef } from 'react';
import type { TelemetryMoment, TelemetryRecord } from '../api/types';
import { CARD_MARK } from '../lib/boot-contract';
import { TELEMETRY_QUEUE_MAX, scrubMessage } from '../lib/telemetry';

/** Where the records go; '' (unset) leaves every function below empty, so the build drops them. */
export const TELEMETRY_URL = import.meta.env.VITE_TELEMETRY_URL || '';
const sample = Number(import.meta.env.VITE_TELEMETRY_SAMPLE ?? 1);
const inSample = Math.random() < (Number.isFinite(sample) ? sample : 1);
/** The records not sent yet. */
export const telemetryQueue: TelemetryRecord[] = [];

/** Whether this visit is measured. */
export const telemetryOn = (): boolean => !!TELEMETRY_URL && inSample;

export function telemetryRecord(record: TelemetryRecord): void {
  if (!TELEMETRY_URL || !inSample) return;
  if (telemetryQueue.length < TELEMETRY_QUEUE_MAX) telemetryQueue.push(record);
}

const seen = new Set<TelemetryMoment>();
const entry = (name: string) => performance.getEntriesByName?.(name)[0]?.startTime;

/**
 * A moment of the app, in ms since the page started; `once`: only its first time this page. The card
 * is on screen when the boot script put it there (or now), and never before the first contentful
 * paint: WebKit paints the boot script's card only once the bundle has run, hundreds of ms later.
 */
export function telemetryMoment(name: TelemetryMoment, value?: number, once = true): void {
  if (!TELEMETRY_URL || !inSample || (once && seen.has(name))) return;
  seen.add(name);
  const at = value ?? (name === 'card' ? Math.max(entry(CARD_MARK) || performance.now(), entry('first-contentful-paint') ?? 0) : performance.now());
  telemetryRecord({ kind: 'moment', name, value: Math.round(at) });
}

let navigatedAt = 0;
/** ms since the member last moved to another screen (a tap on a link or back). */
export const sinceNavigation = () => performance.now() - navigatedAt;

/** From the start: uncaught errors, unhandled rejections, and when the screen changed. */
export function watchTelemetry(): void {
  if (!TELEMETRY_URL || !inSample) return;
  addEventListener('hashchange', () => {
    navigatedAt = performance.now();
  });
  addEventListener('error', (event) => {
    // A resource that failed to load (img, script) has no message of its own: say which kind.
    const message = event.message || (event.target instanceof Element ? `${event.target.tagName.toLowerCase()} failed to load` : 'error');
    telemetryRecord({ kind: 'error', name: 'uncaught', message: scrubMessage(message) });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { name?: string; message?: string } | undefined;
    telemetryRecord({ kind: 'error', name: 'rejection', message: scrubMessage(`${reason?.name ?? 'Error'}: ${reason?.message ?? String(reason)}`) });
  });
}

/** Once home is idle: the sender and the vitals. */
export function startTelemetry(): void {
  if (!TELEMETRY_URL || !inSample) return;
  const load = () => void import('./telemetry-send').then((m) => m.startSending()).catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 4000 });
  else setTimeout(load, 1500);
}

/**
 * A screen's moment, taken the first time `shown` is true in this mount: home's card (from the page's
 * start, or the boot script's paint) or a list's first row (from the tap that opened it). Without
 * VITE_TELEMETRY_URL it is an empty function the build keeps at call sites only.
 */
export const useTelemetryMoment: (name: TelemetryMoment, shown: boolean) => void = TELEMETRY_URL
  ? (name, shown) => {
      const taken = useRef(false);
      useEffect(() => {
        if (!shown || taken.current) return;
        taken.current = true;
        telemetryMoment(name, name === 'first-row' ? sinceNavigation() : undefined, name !== 'first-row');
      }, [name, shown]);
    }
  : () => {};
