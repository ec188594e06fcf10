// The shared filter-chip bar (master-data §2): an 'all' chip, single or multiple selection, and
// scroll arrows that move the row by 200 px when the chips overflow.
import { useState } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterChips } from '../../../../../src/resources/delivery-order/shared/FilterChips.tsx';
import { renderInAdmin } from '../pageHarness.tsx';

const OPTIONS = ['Draf', 'Dikonfirmasi', 'Dijadwalkan', 'Terkirim'].map((label) => ({
  id: label.toUpperCase(),
  label,
}));

function Bar({ multiple, onChange }: { multiple?: boolean; onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <FilterChips
      label="Saring status"
      options={OPTIONS}
      value={value}
      multiple={multiple}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('FilterChips', () => {
  it('single selection: one chip at a time, the all chip clears', async () => {
    const onChange = vi.fn();
    renderInAdmin(<Bar onChange={onChange} />);
    const group = await screen.findByRole('group', { name: 'Saring status' });
    expect(within(group).getByRole('button', { name: 'Semua', pressed: true })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Draf' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Terkirim' }));
    expect(onChange).toHaveBeenLastCalledWith(['TERKIRIM']);
    expect(within(group).getByRole('button', { name: 'Draf', pressed: false })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Semua' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(within(group).getByRole('button', { name: 'Semua', pressed: true })).toBeInTheDocument();
  });

  it('multiple selection: chips toggle', async () => {
    const onChange = vi.fn();
    renderInAdmin(<Bar multiple onChange={onChange} />);
    const group = await screen.findByRole('group', { name: 'Saring status' });
    await userEvent.click(within(group).getByRole('button', { name: 'Draf' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Terkirim' }));
    expect(onChange).toHaveBeenLastCalledWith(['DRAF', 'TERKIRIM']);
    await userEvent.click(within(group).getByRole('button', { name: 'Draf' }));
    expect(onChange).toHaveBeenLastCalledWith(['TERKIRIM']);
  });

  it('shows scroll arrows only when the chips overflow, each moving 200 px', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const scrollBy = vi.fn();
    const original = HTMLElement.prototype.scrollBy;
    HTMLElement.prototype.scrollBy = scrollBy as never;
    onTestFinished(() => {
      HTMLElement.prototype.scrollBy = original;
    });
    renderInAdmin(<Bar />);
    const group = await screen.findByRole('group', { name: 'Saring status' });
    expect(screen.queryByRole('button', { name: 'Gulir ke kiri' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Gulir ke kanan' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 200, behavior: 'smooth' });
    group.scrollLeft = 700;
    fireEvent.scroll(group);
    await userEvent.click(await screen.findByRole('button', { name: 'Gulir ke kiri' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -200, behavior: 'smooth' });
    expect(screen.queryByRole('button', { name: 'Gulir ke kanan' })).toBeNull();
  });
});
