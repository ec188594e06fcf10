// The shared horizontal step wizard (master-data.md §2, §9) and the delivery footer's variants
// fed by the status machine (delivery-order.md §4).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  StatusWizard,
  stepsPerView,
  windowStart,
  type WizardStep,
} from '../../../../../src/resources/delivery-order/page/StatusWizard.tsx';
import { stepReachedOn } from '../../../../../src/resources/delivery-order/page/wizardDates.ts';
import { renderInAdmin } from '../pageHarness.tsx';

const TEXTS = {
  previous: 'Langkah sebelumnya',
  next: 'Langkah berikutnya',
  done: 'selesai',
  current: 'status saat ini',
};

/** matchMedia answering max-width queries for a viewport of `width` pixels. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}
const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

const steps = (labels: string[], extra: Partial<WizardStep> = {}): WizardStep[] =>
  labels.map((label, i) => ({ key: label, label, subLabel: `17 Agu 2024 0${i}:00`, ...extra }));

const NORMAL = ['Draf', 'Dikonfirmasi', 'Dijadwalkan', 'Dijalankan', 'Diambil', 'Terkirim'];
const VENDOR_TRANSIT = [
  'Draf',
  'Dikonfirmasi',
  'Menunggu Vendor',
  'Diterima Vendor',
  'Dijadwalkan',
  'Dijalankan',
  'Diambil',
  'Sedang Transit',
  'Terkirim',
];

const items = () =>
  within(screen.getByRole('list', { name: 'Progres status' })).getAllByRole('listitem');

describe('StatusWizard', () => {
  it('numbers the steps, checks the done ones, marks the current one and shows sub-labels only once reached', () => {
    viewport(1366);
    renderInAdmin(
      <StatusWizard
        steps={steps(NORMAL, { subSubLabel: 'catatan' })}
        activeStep={2}
        label="Progres status"
        texts={TEXTS}
      />,
    );
    const list = items();
    expect(list).toHaveLength(6);
    expect(list.map((li) => li.dataset.state)).toEqual([
      'done',
      'done',
      'current',
      'todo',
      'todo',
      'todo',
    ]);
    expect(list[0]).toHaveTextContent('Draf (selesai)');
    expect(list[2]).toHaveAttribute('aria-current', 'step');
    expect(list[2]).toHaveTextContent('Dijadwalkan (status saat ini)');
    // A done step shows a checkmark instead of its number; later steps keep their number.
    expect(list[0].querySelector('[data-testid="CheckIcon"]')).not.toBeNull();
    expect(list[3]).toHaveTextContent('4');
    // Sub-label and sub-sub-label: reached steps only.
    expect(list[2]).toHaveTextContent('17 Agu 2024 02:00');
    expect(list[2]).toHaveTextContent('catatan');
    expect(list[3]).not.toHaveTextContent('17 Agu 2024');
    expect(list[3]).not.toHaveTextContent('catatan');
  });

  it('shows every step above 1025 px, six up to 1025 px and three up to 640 px, with arrows to move', async () => {
    viewport(1366);
    const { unmount } = renderInAdmin(
      <StatusWizard
        steps={steps(VENDOR_TRANSIT)}
        activeStep={7}
        label="Progres status"
        texts={TEXTS}
      />,
    );
    expect(items()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Langkah sebelumnya' })).toBeNull();
    unmount();

    viewport(1025);
    const medium = renderInAdmin(
      <StatusWizard
        steps={steps(VENDOR_TRANSIT)}
        activeStep={7}
        label="Progres status"
        texts={TEXTS}
      />,
    );
    expect(items()).toHaveLength(6);
    // The window holds the current step.
    expect(items().some((li) => li.getAttribute('aria-current') === 'step')).toBe(true);
    medium.unmount();

    viewport(640);
    renderInAdmin(
      <StatusWizard
        steps={steps(VENDOR_TRANSIT)}
        activeStep={1}
        label="Progres status"
        texts={TEXTS}
      />,
    );
    expect(items().map((li) => li.textContent?.split(' ')[0])).toEqual([
      'Draf',
      '2Dikonfirmasi',
      '3Menunggu',
    ]);
    const next = screen.getByRole('button', { name: 'Langkah berikutnya' });
    const previous = screen.getByRole('button', { name: 'Langkah sebelumnya' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(items()[0]).toHaveTextContent('Dikonfirmasi');
    expect(previous).toBeEnabled();
  });

  it('uses the long layout (labels under the circles) from six steps on, and the compact variant is smaller', () => {
    viewport(1366);
    const { unmount } = renderInAdmin(
      <StatusWizard
        steps={steps(NORMAL.slice(0, 4))}
        activeStep={1}
        label="Progres status"
        texts={TEXTS}
      />,
    );
    expect(getComputedStyle(items()[0]).flexDirection).toBe('row');
    unmount();
    renderInAdmin(
      <StatusWizard
        steps={steps(NORMAL, { subSubLabel: 'catatan' })}
        activeStep={1}
        compact
        label="Progres status"
        texts={TEXTS}
      />,
    );
    expect(getComputedStyle(items()[0]).flexDirection).toBe('column');
    // Compact: no sub-sub-label.
    expect(items()[1]).not.toHaveTextContent('catatan');
  });

  it('is compact at nine steps and never breaks a fleet-task number inside', () => {
    viewport(1366);
    renderInAdmin(
      <StatusWizard
        steps={steps(VENDOR_TRANSIT, { subSubLabel: 'FT/2026/11/000012' })}
        activeStep={5}
        label="Progres status"
        texts={TEXTS}
      />,
    );
    const circle = within(items()[6]).getByText('7');
    expect(getComputedStyle(circle).width).toBe('24px');
    const token = within(items()[4]).getByText('FT/2026/11/000012');
    // Wrapped between words only: 'break-word' (or break-all) would cut FT/2026/11/0000|12.
    expect(getComputedStyle(token).overflowWrap).toBe('normal');
    expect(getComputedStyle(token).wordBreak).toBe('normal');
    const date = within(items()[4]).getByText('17 Agu 2024 04:00');
    expect(getComputedStyle(date).overflowWrap).toBe('normal');
  });

  it('pages and windows: pure helpers', () => {
    expect(stepsPerView(9, true, true)).toBe(3);
    expect(stepsPerView(9, false, true)).toBe(6);
    expect(stepsPerView(4, false, true)).toBe(4);
    expect(stepsPerView(9, false, false)).toBe(9);
    expect(windowStart(9, 3, 0)).toBe(0);
    expect(windowStart(9, 3, 4)).toBe(3);
    expect(windowStart(9, 3, 8)).toBe(6);
    expect(windowStart(9, 9, 8)).toBe(0);
  });
});

describe('stepReachedOn', () => {
  it('dates Draf by the creation and each later step by its status change, the k-th repeat by the k-th change', () => {
    const dates = stepReachedOn(
      [
        'DRAFT',
        'CONFIRMED',
        'SCHEDULED',
        'STARTED',
        'RESCHEDULED',
        'SCHEDULED',
        'STARTED',
        'PICKED',
        'DELIVERED',
      ],
      [
        { status: 'SCHEDULED', created_on: '2024-08-17T10:00:00Z' },
        { status: 'CONFIRMED', created_on: '2024-08-17T09:00:00Z' },
        { status: 'STARTED', created_on: '2024-08-17T11:00:00Z' },
        { status: 'RESCHEDULED', created_on: '2024-08-17T12:00:00Z' },
        { details: { to: 'SCHEDULED' }, status: 'SCHEDULED', created_on: '2024-08-17T13:00:00Z' },
      ],
      '2024-08-17T08:00:00Z',
    );
    expect(dates).toEqual([
      '2024-08-17T08:00:00Z',
      '2024-08-17T09:00:00Z',
      '2024-08-17T10:00:00Z',
      '2024-08-17T11:00:00Z',
      '2024-08-17T12:00:00Z',
      '2024-08-17T13:00:00Z',
      undefined,
      undefined,
      undefined,
    ]);
  });
});
