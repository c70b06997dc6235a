import { useEffect, useRef, useState } from 'react';
import { listAddresses } from '../../api/addresses';
import { listCards } from '../../api/cards';
import { getShipTime } from '../../api/orders';
import type { Address, Card } from '../../api/types';
import dayjs from 'dayjs';
import { startOfDay } from '../../lib/ship-date';
import { $addressSelect, $cardSelect } from '../../stores';

/** What an exchange screen needs before it can show its form. */
export interface ExchangeBasics {
  /** GET /api/order/shipTime as the server sent it. */
  shipTime: number;
  /** The earliest delivery day (local start of the day of `shipTime`). */
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
  const addressList = Array.isArray(addresses) ? addresses : [];
  const cardList = Array.isArray(cards?.list) ? cards.list : [];
  return {
    shipTime,
    minDay: startOfDay(shipTime),
    defaultAddress: addressList.find((a) => a.isDefault === 1) ?? null,
    defaultCard: cardList.find((c) => c.default) ?? null,
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
export const effectiveShipDay = (chosen: number | null, minDay: number) => (chosen !== null && chosen >= minDay ? chosen : minDay);

/** Remark limit in visible characters (spec §5 leaves it open; the reference server takes up to 200). */
export const REMARK_MAX = 100;

/**
 * The timestamp sent for a chosen day: the server's earliest ship time moved by whole calendar days.
 * The server counts China days (the reference one whatever its own TZ) and members' phones are on
 * China time, so that earliest time is a local day start and this is exactly the local start of the
 * chosen day. It also holds for a backend whose days start a few hours after the phone's (one on UTC,
 * or a phone east of China): it stays on the server's day grid, so the first day is never earlier
 * than the server allows and each day names the same date on both sides. (On a phone west of China
 * the server's first day would show, and be sent, as the date before, which the server refuses.)
 */
export function toShipTime(serverShipTime: number, day: number): number {
  const first = dayjs(serverShipTime);
  const days = dayjs(startOfDay(day)).diff(dayjs(startOfDay(serverShipTime)), 'day');
  return first.add(days, 'day').valueOf();
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
