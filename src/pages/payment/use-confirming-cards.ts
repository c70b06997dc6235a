import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { Card } from '../../api/types';
import { $confirming, isConfirming, watchConfirming } from '../../stores/confirm';

/**
 * The cards of `cards` with a top-up this phone saw WeChat's `ok` for and the server has not applied
 * yet (issue 46.4): their numbers. Their confirmation resumes while they are shown, and `reload` is
 * called once the server has moved one.
 */
export function useConfirmingCards(cards: Card[] | undefined, reload: () => unknown): Set<string> {
  const marks = useStore($confirming);
  const confirming = (cards ?? []).filter((card) => isConfirming(marks, 'topUp', 0, card));
  const key = confirming.map((card) => `${card.cardNo}:${card.validTime}:${card.eggNumber}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cards confirming are the trigger, not the array that carries them
  useEffect(() => {
    const stops = confirming.map((card) => watchConfirming('topUp', 0, card, () => void reload()));
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);
  return new Set(confirming.map((card) => card.cardNo));
}
