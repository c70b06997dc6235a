import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { tierOf } from '../../src/lib/tier';
import { MemberCard, MemberCardSkeleton } from '../../src/ui/member-card/MemberCard';
import { chinaTime } from '../../src/lib/format';
import { loadLang } from '../../src/i18n';

describe('tierOf (spec §4)', () => {
  it('maps 3 to svip, 2 to vip and anything else to default', () => {
    expect(tierOf(3)).toBe('svip');
    expect(tierOf(2)).toBe('vip');
    expect(tierOf('3')).toBe('svip');
    expect(tierOf(1)).toBe('default');
    expect(tierOf(0)).toBe('default');
    expect(tierOf(4)).toBe('default');
    expect(tierOf(null)).toBe('default');
    expect(tierOf(undefined)).toBe('default');
  });
});

const base = { name: 'Li Lei', cardNo: '1234567890123456', validTime: '2027-03-01 12:00:00', level: 3 };

describe('MemberCard', () => {
  it('shows name, tier label, grouped card number and valid-until date', () => {
    render(<MemberCard {...base} />);
    expect(screen.getByText('Li Lei')).toBeTruthy();
    expect(screen.getByText('SVIP member')).toBeTruthy();
    expect(screen.getByText('1234 5678 9012 3456')).toBeTruthy();
    expect(screen.getByText(/^Valid until/).textContent).toBe('Valid until 2027-03-01');
    expect(screen.getByRole('group', { name: 'SVIP member Li Lei' }).getAttribute('data-tier')).toBe('svip');
  });

  it('styles by tier: 2 → VIP member, other levels → ordinary member', () => {
    const { rerender, container } = render(<MemberCard {...base} level={2} />);
    expect(screen.getByText('VIP member')).toBeTruthy();
    expect(container.querySelector('[data-tier]')!.getAttribute('data-tier')).toBe('vip');
    rerender(<MemberCard {...base} level={1} />);
    expect(screen.getByText('Ordinary member')).toBeTruthy();
    expect(container.querySelector('[data-tier]')!.getAttribute('data-tier')).toBe('default');
  });

  it('accepts a ms timestamp for the valid time', () => {
    render(<MemberCard {...base} validTime={chinaTime(2026, 12, 31, 15)} />);
    expect(screen.getByText(/^Valid until/).textContent).toBe('Valid until 2026-12-31');
  });

  it('shows the default avatar when there is none, and when the image fails to load', () => {
    const { container, rerender } = render(<MemberCard {...base} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-default-avatar]')).toBeTruthy();

    rerender(<MemberCard {...base} avatar="https://example.com/a.png" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://example.com/a.png');
    expect(img.getAttribute('alt')).toBe('');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-default-avatar]')).toBeTruthy();

    rerender(<MemberCard {...base} avatar="https://example.com/b.png" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://example.com/b.png');
  });

  it("shows 'N eggs available to redeem' and a 'ship eggs' link that goes where it says and calls its onClick", () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<MemberCard {...base} eggs={12} shipEggs={{ href: '#/product', onClick }} />);
    expect(screen.getByText('12 eggs available to redeem')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ship eggs' });
    expect(link.getAttribute('href')).toBe('#/product');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("says the eggs are the total when they are several cards' (issue 46.8): 'N eggs available to redeem across 2 cards', in English and Chinese", async () => {
    const eggs = () => screen.getByText(/available to redeem|可兑换/).textContent;
    const { rerender } = render(<MemberCard {...base} eggs={150} cards={2} />);
    expect(eggs()).toBe('150 eggs available to redeem across 2 cards');
    rerender(<MemberCard {...base} eggs={1} cards={2} />);
    expect(eggs()).toBe('1 egg available to redeem across 2 cards');
    rerender(<MemberCard {...base} eggs={120} cards={1} />);
    expect(eggs()).toBe('120 eggs available to redeem');
    rerender(<MemberCard {...base} eggs={120} />);
    expect(eggs()).toBe('120 eggs available to redeem');
    await loadLang('zh');
    try {
      rerender(<MemberCard {...base} eggs={150} cards={2} />);
      expect(eggs()).toBe('150枚鸡蛋可兑换（共2张卡）');
    } finally {
      await loadLang('en');
    }
  });

  it('hides the ship action without shipEggs, and the toolbar without eggs', () => {
    const { rerender } = render(<MemberCard {...base} eggs={0} />);
    expect(screen.getByText('0 eggs available to redeem')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<MemberCard {...base} compact />);
    expect(screen.queryByText(/eggs available/)).toBeNull();
    expect(screen.getByText('1234 5678 9012 3456')).toBeTruthy();
  });

  it('leaves out the valid-until line when the date is invalid, never a throw', () => {
    render(<MemberCard {...base} validTime="not a date" />);
    expect(screen.queryByText(/Valid until/)).toBeNull();
  });
});

describe('MemberCardSkeleton', () => {
  /** Each element's tag and class, depth first: the boxes the stylesheet lays out. */
  const shape = (el: Element): string[] => [`${el.localName}.${el.className}`, ...[...el.children].flatMap(shape)];

  it("is the card's own box: its face and its bar with the link's box (home), blank, hidden from screen readers, nothing to press", () => {
    const card = render(<MemberCard {...base} eggs={3} shipEggs={{ href: '#/product' }} />).container.firstElementChild!;
    const skeleton = render(<MemberCardSkeleton />).container.firstElementChild!;
    expect(shape(skeleton.children[1]!)).toEqual(shape(card.children[1]!).filter((s) => !s.startsWith('span')));
    expect([skeleton, ...skeleton.children].map((e) => e.className)).toEqual([card, ...card.children].map((e) => e.className));
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.hasAttribute('data-wait')).toBe(true);
    expect(skeleton.textContent).toBe('');
    // A link's box with nowhere to go: no link role, nothing to focus.
    expect(skeleton.querySelector('a')!.hasAttribute('href')).toBe(false);
    expect(skeleton.querySelectorAll('button, [href], [tabindex]')).toHaveLength(0);
  });

  it('without the action, its bar is a line of text, as a card shown with its eggs and no action (bind)', () => {
    const card = render(<MemberCard {...base} eggs={3} />).container.firstElementChild!;
    const skeleton = render(<MemberCardSkeleton action={false} />).container.firstElementChild!;
    expect(shape(skeleton.children[1]!)).toEqual(shape(card.children[1]!));
    expect(skeleton.querySelector('button')).toBeNull();
    expect(skeleton.textContent!.trim()).toBe('');
  });
});

describe('tier card contrast (issue 6: ≥ 4.5:1 in both schemes)', () => {
  const css = readFileSync(resolve(__dirname, '../../styles/tokens.css'), 'utf8');
  const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
  const schemes = { light: css.slice(0, darkStart), dark: css.slice(darkStart) };
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  for (const [scheme, text] of Object.entries(schemes)) {
    for (const tier of ['svip', 'vip', 'default']) {
      it(`${tier} text on every stop of its gradient, ${scheme}`, () => {
        const fg = new RegExp(`--tier-${tier}-text:\\s*(#[0-9a-f]{6})`, 'i').exec(text)![1]!;
        const bg = new RegExp(`--tier-${tier}-bg:([^;]+);`, 'i').exec(text)![1]!;
        const stops = bg.match(/#[0-9a-f]{6}/gi)!;
        expect(stops.length).toBeGreaterThanOrEqual(2);
        for (const stop of stops) expect(contrast(fg, stop)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
