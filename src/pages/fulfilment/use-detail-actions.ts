import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $confirming, isConfirming } from '../../stores/confirm';
import type { OrderState } from '../../api/types';
import { back, replace } from '../../platform/navigation';
import { payFor } from '../payment/pay';
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

  const pay = async () => {
    if (!(await payFor(kind, item.id))) return;
    setState(1);
    // The navigation state survives a reload: keep it in step with what is shown.
    replace(`/${kind}/detail`, { item: { ...item, state: 1 } });
  };

  const cancel = async () => {
    await cancelCall(item.id);
    toast.success(cancelledText);
    back();
  };

  return { state, confirming, pay, cancel };
}
