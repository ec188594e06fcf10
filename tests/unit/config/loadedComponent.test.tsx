// On-demand components (src/config/loadedComponent.tsx): nothing fetched until wanted, drawn once
// the module has arrived, at once on a later mount, and fetched again after a failure.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OnDemand } from '../../../src/config/loadedComponent.tsx';

const Greeting = ({ name }: { name: string }) => <p>halo {name}</p>;

describe('OnDemand', () => {
  it('fetches nothing until wanted, then draws the component with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { rerender } = render(<OnDemand load={load} when={false} props={{ name: 'Ani' }} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('halo Ani')).toBeNull();
    rerender(<OnDemand load={load} when props={{ name: 'Ani' }} />);
    expect(await screen.findByText('halo Ani')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws an arrived component in the first render of a later mount', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const first = render(<OnDemand load={load} when props={{ name: 'Budi' }} />);
    await screen.findByText('halo Budi');
    first.unmount();
    // No act() flush: the component is there in the render itself.
    const again = render(<OnDemand load={load} when={false} props={{ name: 'Citra' }} />);
    expect(again.getByText('halo Citra')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again when wanted anew after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const { rerender } = render(<OnDemand load={load} when props={{ name: 'Dewi' }} />);
    await act(async () => {});
    expect(screen.queryByText('halo Dewi')).toBeNull();
    rerender(<OnDemand load={load} when={false} props={{ name: 'Dewi' }} />);
    rerender(<OnDemand load={load} when props={{ name: 'Dewi' }} />);
    expect(await screen.findByText('halo Dewi')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
