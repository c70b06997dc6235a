/** Markup as the shell tests compare it (tests/boot/home-shell.test.tsx, orders-shell.test.tsx). */

/** Markup compared as a tree: adjacent text merged, attributes in name order. */
export function canonical(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  box.normalize();
  const walk = (node: Node): string => {
    if (node.nodeType === 3) return JSON.stringify((node as Text).data);
    if (node.nodeType !== 1) return '';
    const el = node as Element;
    const attrs = Array.from(el.attributes)
      .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
      .sort()
      .join(' ');
    return `<${el.localName} ${attrs}>${Array.from(el.childNodes).map(walk).join('')}</${el.localName}>`;
  };
  return Array.from(box.childNodes).map(walk).join('');
}
