/**
 * The opaque id under which the phone keeps a member's things (lib/boot-contract.ts MEMBER_KEY): a
 * 53-bit hash of the openId (cyrb53), so storage never holds the openId itself. '' when there is no
 * openId: such a member's things are never carried over to the next sign-in.
 */
export function memberId(openId: string | null | undefined): string {
  if (!openId) return '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < openId.length; i++) {
    const c = openId.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `m${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
