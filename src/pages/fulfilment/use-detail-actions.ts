import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $confirming, isConfirming, watchConfirming } from '../../stores/confirm';
import type { OrderState } from '../../api/types';
import { back, replace } from '../../platform/navigation';
import { askBeforePaying, payFor } from '../payment/pay';
import { toast } from '../../ui/toast/toast';

/**
 * Pay and cancel on an order or plan detail (spec §4: pay in state 0, cancel in 0 and 1). A paid
 * item shows state 1 at once; a cancelled one goes back to its list, which reloads on mount.
 */
export function useDetailActions<T extends { id: number; state: OrderState }>(
  kind: 'order' | 'plan',
  item: T,
  cancelCall: (id: number) => Promise<unknown>,
  cancelledText: string,
) {
  const [state, setState] = useState<OrderState>(item.state);
  // Paid in WeChat, not yet confirmed by the server: no second payment (issue 32.2).
  const marks = useStore($confirming);
  const confirming = state === 0 && isConfirming(marks, kind, item.id);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const paid = () => {
    setState(1);
    // The navigation state survives a reload: keep it in step with what is shown, while it is (issue 46.3).
    if (shown.current) replace(`/${kind}/detail`, { item: { ...item, state: 1 } });
  };
  // A kept mark resumes its confirmation while shown (issue 46.2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one watch per confirming spell of this item
  useEffect(() => (confirming ? watchConfirming(kind, item.id, undefined, paid) : undefined), [confirming]);

  const pay = async () => {
    const ask = await askBeforePaying(kind, item.id);
    if (ask === 'paid' || (ask === 'pay' && (await payFor(kind, item.id)))) paid();
  };

  const cancel = async () => {
    await cancelCall(item.id);
    toast.success(cancelledText);
    back();
  };

  return { state, confirming, pay, cancel };
}
