// The widgets' dialogs in English (the journey runs them in Indonesian): the return to VSMS 1.0
// refuses without a reason and without the other reason's text, sends the choice and redirects 500
// ms after the answer; the feedback dialog starts at 5 and sends the score and comment.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { loadMessages } from '../../../src/i18n/messages';

const backToVsmsV1 = vi.fn<(reason: number, message: string | null) => Promise<string>>();
vi.mock('../../../src/custom/widgets/api', () => ({
  backToVsmsV1: (reason: number, message: string | null) => backToVsmsV1(reason, message),
  WidgetApiError: class extends Error {},
}));

const { default: BackToV1Dialog } = await import('../../../src/custom/widgets/BackToV1Dialog');
const { default: FeedbackDialog } = await import('../../../src/custom/widgets/FeedbackDialog');

beforeAll(async () => {
  await loadMessages('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderEn = (node: React.ReactNode, dataProvider = {} as DataProvider) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
      {node}
    </AdminContext>,
  );

describe('BackToV1Dialog', () => {
  it('refuses without a reason, then without the other reason’s text; sends and redirects after 500 ms', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    backToVsmsV1.mockResolvedValue('https://vsms1.example.id/');
    renderEn(<BackToV1Dialog onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, go back' }));
    expect(await screen.findByRole('dialog', { name: 'A reason is required' })).toHaveTextContent(
      'Please choose why you want to go back to VSMS 1.0',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'A reason is required' })).toBeNull(),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Other reason' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, go back' }));
    expect(screen.getByText('Other reason is required')).toBeInTheDocument();
    expect(backToVsmsV1).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Write your reason/ }), {
      target: { value: '  Reports are richer  ' },
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, go back' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(backToVsmsV1).toHaveBeenCalledWith(4, 'Reports are richer');
    await act(async () => {
      await Promise.resolve();
    });
    expect(assign).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(assign).toHaveBeenCalledWith('https://vsms1.example.id/');
    vi.unstubAllGlobals();
  });
});

describe('FeedbackDialog', () => {
  it('starts at 5 and sends the score and comment', async () => {
    const create = vi.fn(async (_resource: string, params: { data: object }) => ({
      data: { id: 1, ...params.data },
    }));
    const onClose = vi.fn();
    renderEn(<FeedbackDialog onClose={onClose} />, { create } as unknown as DataProvider);
    expect(screen.getByRole('radio', { name: '5 · Very satisfied' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '3 · Neutral' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: 'Good maps' },
    });
    expect(screen.getByText('9/1000 characters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      'feedback',
      expect.objectContaining({ data: { point: 3, comment: 'Good maps' } }),
    );
  });
});
