/**
 * The screens of each lazy flow chunk, by the first segment of their route. vite.config.ts's chunk
 * plan builds the three flow chunks from it, and the boot script (preload.ts) reads it to preload the
 * flow of the route a member lands on. Imports nothing: the boot script is inlined into index.html.
 */
export const FLOWS = {
  member: ['card', 'bind', 'share', 'combo', 'voucher'],
  exchange: ['product', 'swap'],
  fulfilment: ['order', 'plan', 'address', 'map'],
} as const satisfies Record<string, readonly string[]>;

export type FlowName = keyof typeof FLOWS;

/** The flow whose chunk holds the screen at `segment` (a route's first segment), if any. */
export function flowOf(segment: string): FlowName | undefined {
  for (const name of Object.keys(FLOWS) as FlowName[]) if ((FLOWS[name] as readonly string[]).includes(segment)) return name;
  return undefined;
}
