import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AddressEdit from '../../src/pages/address/AddressEdit';
import { $addressDraft, $addressSelect, $exchangeAddress, $location, choosePlace } from '../../src/stores';
import { address, fail, mockApi, renderScreen } from './fixtures';

const nav = vi.hoisted(() => ({ back: vi.fn() }));
vi.mock('../../src/platform/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/platform/navigation')>()),
  back: nav.back,
}));

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('/address/edit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    $addressDraft.set(null);
    $location.set(null);
    $addressSelect.set(false);
    $exchangeAddress.set(null);
  });

  it('requires receiver name, phone and detailed address, and sends nothing', async () => {
    const api = mockApi({ 'POST /api/address/save': () => null });
    renderScreen('/address/edit', AddressEdit);
    save();
    expect(screen.getAllByText('Please enter receiver name').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter phone number').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter detailed address').length).toBeGreaterThan(0);
    expect(input('Receiver name').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it("rejects a phone not matching ^1[3-9]\\d{9}$ with 'please enter a correct mobile number'", async () => {
    const api = mockApi({ 'POST /api/address/save': () => null });
    renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Li Lei');
    type('Phone', '12800138000');
    type('Detailed address', '1 Egg Road');
    save();
    expect(screen.getAllByText('Please enter a correct mobile number').length).toBeGreaterThan(0);
    expect(api.calls).toHaveLength(0);
  });

  it("saves a new default address once per tap, says 'saved successfully' and goes back", async () => {
    let answer!: (v: unknown) => void;
    const api = mockApi({ 'POST /api/address/save': () => new Promise((r) => (answer = r)) });
    renderScreen('/address/edit', AddressEdit);
    expect(screen.getByRole('heading', { name: 'Add address' })).toBeTruthy();
    type('Receiver name', ' Li Lei ');
    type('Phone', '13800138000');
    type('Detailed address', '1 Egg Road');
    fireEvent.click(screen.getByRole('switch', { name: 'Set as default address' }));
    save();
    save();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ name: 'Li Lei', phone: '13800138000', address: '1 Egg Road', isDefault: 1 });
    await act(async () => answer(null));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(nav.back).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(1);
  });

  it('edits an existing address: prefilled, with its hidden id sent back', async () => {
    const item = address(7, { name: 'Han Meimei', phone: '13900139000', address: '2 Hen Lane', isDefault: 1 });
    const api = mockApi({ 'POST /api/address/save': () => null });
    const { container } = renderScreen('/address/edit', AddressEdit, { item });
    expect(screen.getByRole('heading', { name: 'Edit address' })).toBeTruthy();
    expect((container.querySelector('input[type="hidden"][name="id"]') as HTMLInputElement).value).toBe('7');
    expect(input('Receiver name').value).toBe('Han Meimei');
    expect(screen.getByRole('switch', { name: 'Set as default address' }).getAttribute('aria-checked')).toBe('true');
    type('Detailed address', '3 Hen Lane');
    save();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ id: 7, name: 'Han Meimei', phone: '13900139000', address: '3 Hen Lane', isDefault: 1 });
  });

  it("keeps the member's input when saving fails", async () => {
    mockApi({ 'POST /api/address/save': () => fail('address limit reached') });
    renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Li Lei');
    type('Phone', '13800138000');
    type('Detailed address', '1 Egg Road');
    save();
    expect(await screen.findByText('address limit reached')).toBeTruthy();
    expect(nav.back).not.toHaveBeenCalled();
    expect(input('Receiver name').value).toBe('Li Lei');
    expect(input('Detailed address').value).toBe('1 Egg Road');
  });

  it('the map button saves the draft and opens /map; coming back restores it with the chosen place', async () => {
    mockApi({});
    const item = address(7, { name: 'Han Meimei', phone: '13900139000', address: '' });
    const first = renderScreen('/address/edit', AddressEdit, { item });
    type('Receiver name', 'Han M.');
    fireEvent.click(screen.getByRole('button', { name: 'Choose on map' }));
    expect(location.hash).toBe('#/map');
    expect($addressDraft.get()).toEqual({ id: 7, name: 'Han M.', phone: '13900139000', address: '', isDefault: 0 });
    expect(JSON.parse(localStorage.getItem('address') ?? 'null')).toMatchObject({ id: 7, name: 'Han M.' });
    first.unmount();

    // what /map does on confirm, then back to the form (same navigation state)
    choosePlace({ poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' });
    renderScreen('/address/edit', AddressEdit, { item });
    expect(input('Receiver name').value).toBe('Han M.');
    await waitFor(() => expect(input('Detailed address').value).toBe('West Lake Rd 1Egg Shop'));
    expect($location.get()).toBeNull();
  });

  it('fills just the place name when the picker gave no address', async () => {
    mockApi({});
    const form = renderScreen('/address/edit', AddressEdit);
    type('Phone', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Choose on map' }));
    form.unmount(); // the map page takes the screen
    choosePlace({ poiname: 'Egg Shop', poiaddress: '' });
    renderScreen('/address/edit', AddressEdit);
    await waitFor(() => expect(input('Detailed address').value).toBe('Egg Shop'));
    expect(input('Phone').value).toBe('13800138000');
  });

  it('a new pick replaces the place picked before and keeps the building and flat typed after it', async () => {
    mockApi({});
    const form = renderScreen('/address/edit', AddressEdit);
    fireEvent.click(screen.getByRole('button', { name: 'Choose on map' }));
    form.unmount();
    choosePlace({ poiname: '人民广场', poiaddress: '上海市黄浦区人民大道120号' });
    const again = renderScreen('/address/edit', AddressEdit);
    await waitFor(() => expect(input('Detailed address').value).toBe('上海市黄浦区人民大道120号人民广场'));
    type('Detailed address', '上海市黄浦区人民大道120号人民广场 3号楼502室');
    fireEvent.click(screen.getByRole('button', { name: 'Choose on map' }));
    again.unmount();
    choosePlace({ poiname: '新世界城', poiaddress: '上海市黄浦区南京西路2号' });
    renderScreen('/address/edit', AddressEdit);
    await waitFor(() => expect(input('Detailed address').value).toBe('上海市黄浦区南京西路2号新世界城 3号楼502室'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  for (const [answer, result] of [
    ['Replace', 'West Lake Rd 1Egg Shop'],
    ['Keep both', 'West Lake Rd 1Egg Shop 3号楼502室'],
  ] as const)
    it(`asks before a pick replaces an address typed by hand: '${answer}'`, async () => {
      mockApi({});
      const form = renderScreen('/address/edit', AddressEdit);
      type('Detailed address', '3号楼502室');
      fireEvent.click(screen.getByRole('button', { name: 'Choose on map' }));
      form.unmount();
      choosePlace({ poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' });
      renderScreen('/address/edit', AddressEdit);
      const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
      expect(dialog.textContent).toContain('Replace the detailed address with “West Lake Rd 1Egg Shop”?');
      expect(input('Detailed address').value).toBe('3号楼502室');
      fireEvent.click(within(dialog).getByRole('button', { name: answer }));
      await waitFor(() => expect(input('Detailed address').value).toBe(result));
      expect($addressDraft.get()?.address).toBe(result);
    });

  it('keeps what was typed when the member leaves the form (back, or the app closed) and comes back', async () => {
    mockApi({});
    const first = renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Wang Fang');
    type('Phone', '139 1234');
    fireEvent.change(input('Paste name, phone and address'), { target: { value: '王芳 13912345678' } });
    expect(JSON.parse(localStorage.getItem('address') ?? 'null')).toMatchObject({ name: 'Wang Fang', phone: '139 1234', pasted: '王芳 13912345678' });
    first.unmount();
    renderScreen('/address/edit', AddressEdit);
    expect(input('Receiver name').value).toBe('Wang Fang');
    expect(input('Phone').value).toBe('139 1234');
    expect(input('Paste name, phone and address').value).toBe('王芳 13912345678');
  });

  it("opening another address's form shows that address, and leaves the draft alone until something is typed", async () => {
    mockApi({});
    $addressDraft.set({ name: 'Wang Fang', phone: '', address: '', isDefault: 0 });
    renderScreen('/address/edit', AddressEdit, { item: address(7, { name: 'Han Meimei' }) });
    expect(input('Receiver name').value).toBe('Han Meimei');
    expect($addressDraft.get()).toMatchObject({ name: 'Wang Fang' });
  });

  it('keeps every digit of a phone typed with spaces, as its 11 digits, and saves them', async () => {
    const api = mockApi({ 'POST /api/address/save': () => null });
    renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Li Lei');
    type('Phone', '138 0013 8000');
    type('Detailed address', '1 Egg Road');
    expect(input('Phone').value).toBe('13800138000');
    save();
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toMatchObject({ phone: '13800138000' });
  });

  it('choosing an address for an exchange: a new address saved here is the one the exchange uses', async () => {
    mockApi({ 'POST /api/address/save': (call) => ({ ...(call.body as object), id: 31, isDefault: 1 }) });
    $addressSelect.set(true);
    renderScreen('/address/edit', AddressEdit);
    type('Receiver name', 'Li Lei');
    type('Phone', '13800138000');
    type('Detailed address', '1 Egg Road');
    save();
    await waitFor(() => expect(nav.back).toHaveBeenCalledTimes(1));
    expect($exchangeAddress.get()).toMatchObject({ id: 31, name: 'Li Lei', address: '1 Egg Road' });
  });

  it('clears the draft and the place after saving', async () => {
    mockApi({ 'POST /api/address/save': () => null });
    $addressDraft.set({ name: 'Li Lei', phone: '13800138000', address: '', isDefault: 0 });
    $location.set({ poiname: 'Egg Shop', poiaddress: 'West Lake Rd 1' });
    renderScreen('/address/edit', AddressEdit);
    await waitFor(() => expect(input('Detailed address').value).toBe('West Lake Rd 1Egg Shop'));
    save();
    await waitFor(() => expect(nav.back).toHaveBeenCalled());
    expect($addressDraft.get()).toBeNull();
    expect($location.get()).toBeNull();
    expect(localStorage.getItem('address')).toBeNull();
    expect(localStorage.getItem('location')).toBeNull();
  });
});
