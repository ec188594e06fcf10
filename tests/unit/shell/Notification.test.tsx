// Toasts go through notistack: translated, stacked, and undoable mutations keep react-admin's
// contract (Undo cancels, closing commits).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useAddUndoableMutation, useNotify, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { Notification } from '../../../src/custom/shell/Notification';

afterEach(cleanup);

function Harness({
  onReady,
}: {
  onReady: (api: {
    notify: ReturnType<typeof useNotify>;
    addMutation: ReturnType<typeof useAddUndoableMutation>;
  }) => void;
}) {
  const notify = useNotify();
  const addMutation = useAddUndoableMutation();
  onReady({ notify, addMutation });
  return null;
}

function setup() {
  let api!: {
    notify: ReturnType<typeof useNotify>;
    addMutation: ReturnType<typeof useAddUndoableMutation>;
  };
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider('id')}>
      <Harness onReady={(value) => (api = value)} />
      <Notification />
    </AdminContext>,
  );
  return () => api;
}

describe('Notification', () => {
  it('shows translated toasts, several at once', async () => {
    const api = setup();
    act(() => {
      api().notify('ra.notification.created', { type: 'success' });
      api().notify('app.errors.delete_failed', { type: 'error' });
    });
    expect(await screen.findByText('Data berhasil ditambahkan')).toBeInTheDocument();
    expect(await screen.findByText('Gagal menghapus data.')).toBeInTheDocument();
  });

  it('passes message arguments to the translation', async () => {
    const api = setup();
    act(() =>
      api().notify('validation.too-large', { type: 'warning', messageArgs: { max: 10_000_000 } }),
    );
    expect(await screen.findByText('Maksimal 10.000.000')).toBeInTheDocument();
  });

  it('runs an undoable mutation as undone when Urungkan is clicked', async () => {
    const api = setup();
    const runs: boolean[] = [];
    act(() => {
      api().addMutation(({ isUndo }: { isUndo: boolean }) => runs.push(isUndo));
      api().notify('ra.notification.deleted', {
        type: 'info',
        undoable: true,
        messageArgs: { smart_count: 1 },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Urungkan' }));
    await waitFor(() => expect(runs).toEqual([true]));
  });
});
