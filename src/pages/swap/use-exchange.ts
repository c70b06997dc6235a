import { useEffect, useRef, useState } from 'react';
import { listAddresses } from '../../api/addresses';
import { listCards } from '../../api/cards';
import { getShipTime } from '../../api/orders';
import type { Address, Card } from '../../api/types';
import { startOfDay } from '../../lib/ship-date';
import { $addressSelect, $cardSelect } from '../../stores';

/** What an exchange screen needs before it can show its form. */
export interface ExchangeBasics {
  /** GET /api/order/shipTime as the server sent it. */
  shipTime: number;
  /** The earliest delivery day (the China day of `shipTime`, ms of its midnight). */
  minDay: number;
  /** The member's default address, looked up only when none is chosen. */
  defaultAddress: Address | null;
  defaultCard: Card | null;
}

/** The earliest ship day, plus the default address and card for what has not been chosen yet. */
export async function loadExchangeBasics(needAddress: boolean, needCard: boolean): Promise<ExchangeBasics> {
  const [shipTime, addresses, cards] = await Promise.all([
    getShipTime(),
    needAddress ? listAddresses() : null,
    needCard ? listCards() : null,
  ]);
  return {
    shipTime,
    minDay: startOfDay(shipTime),
    defaultAddress: addresses?.find((a) => a.isDefault === 1) ?? null,
    defaultCard: cards?.list.find((c) => c.default) ?? null,
  };
}

/**
 * Back on an exchange screen, /address and /card are no longer choosing for it: a member who came
 * back without picking would otherwise find those lists still in choose mode later.
 */
export function useLeaveChooseMode(): void {
  useEffect(() => {
    $addressSelect.set(false);
    $cardSelect.set(false);
  }, []);
}

/** The chosen delivery day, or the earliest one when none is chosen or the chosen one has passed. */
export function effectiveShipDay(chosen: number | null, minDay: number): number {
  const day = chosen === null ? 0 : startOfDay(chosen); // a draft saved by an older build held a local midnight
  return day >= minDay ? day : minDay;
}

/** Remark limit in visible characters (spec §5 leaves it open; the reference server takes up to 200). */
export const REMARK_MAX = 100;

/**
 * The timestamp sent for a chosen China day: the server's earliest ship time moved by whole China
 * days, so it stays on the server's time of day and names the same date on both sides whatever the
 * phone's zone (the server counts China days; China has no daylight saving, so a day is 24 h).
 */
export function toShipTime(serverShipTime: number, day: number): number {
  return serverShipTime + startOfDay(day) - startOfDay(serverShipTime);
}

export const COST_DEBOUNCE_MS = 300;

/**
 * The answer of `run` for the inputs named by `key`, asked for once the inputs have been still for
 * COST_DEBOUNCE_MS; an answer for inputs that have changed since is dropped. A null key asks nothing
 * and answers null. A failure answers null (the API client has toasted it).
 */
export function useDebouncedQuery<T>(key: string | null, run: () => Promise<T>): { value: T | null; pending: boolean } {
  const [answer, setAnswer] = useState<{ key: string; value: T | null } | null>(null);
  const [pending, setPending] = useState(false);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (key === null) {
      setPending(false);
      return;
    }
    let live = true;
    setPending(true);
    const timer = setTimeout(() => {
      runRef.current().then(
        (value) => {
          if (!live) return;
          setAnswer({ key, value });
          setPending(false);
        },
        () => {
          if (!live) return;
          setAnswer({ key, value: null });
          setPending(false);
        },
      );
    }, COST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key]);

  // While new inputs are being priced the last answer stays (no flicker); none when nothing is asked.
  return { value: key === null ? null : (answer?.value ?? null), pending: key !== null && pending };
}
