import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TopUp from '../../src/pages/top-up/TopUp';
import { entryState } from '../../src/platform/navigation';
import { mockApi, renderScreen } from './fixtures';

const wx = vi.hoisted(() => ({ scan: vi.fn() }));
vi.mock('../../src/platform/wechat', () => ({ scan: wx.scan }));

describe('/combo without a card (issue 30.3: a way on, not a dead end)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("'scan to bind' scans the card's code and opens /bind with its number, as home and /card do", async () => {
    wx.scan.mockResolvedValue('CODE_128,8866000000000103');
    mockApi({ 'GET /api/card/list': () => ({ list: [], total: 0 }), 'GET /api/combo/list': () => [{ id: 11, name: '30 eggs', description: 'd' }] });
    renderScreen('/combo', TopUp);
    fireEvent.click(await screen.findByRole('button', { name: 'Scan to bind' }));
    await waitFor(() => expect(location.hash).toBe('#/bind'));
    expect(entryState()).toEqual({ cardNo: '8866000000000103' });
  });
});
