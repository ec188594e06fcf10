// TimePassed: every row reads one shared one-second clock (one interval however many rows show),
// which stops when the last row goes.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TimePassed } from '../../../src/custom/alerts/TimePassed';
import { renderAlerts, testClient } from './harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TimePassed', () => {
  test('twenty rows share one interval, cleared when they unmount', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    const createdOn = new Date(Date.now() - 5_000).toISOString();
    const { unmount } = renderAlerts(
      <ul>
        {Array.from({ length: 20 }, (_, index) => (
          <li key={index}>
            <TimePassed createdOn={createdOn} />
          </li>
        ))}
      </ul>,
      { client: testClient({}).client },
    );
    expect(await screen.findAllByText(/detik/)).toHaveLength(20);
    const clockIntervals = () => setIntervalSpy.mock.calls.filter(([, delay]) => delay === 1000);
    expect(clockIntervals()).toHaveLength(1);
    const id =
      setIntervalSpy.mock.results[
        setIntervalSpy.mock.calls.findIndex(([, delay]) => delay === 1000)
      ]?.value;
    unmount();
    expect(clearIntervalSpy).toHaveBeenCalledWith(id);
  });
});
