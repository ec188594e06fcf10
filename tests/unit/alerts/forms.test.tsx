// The false-alert and note forms (§5): required with the asterisk, live errors, limits, quick fill.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FalseAlertDialog } from '../../../src/custom/alerts/FalseAlertDialog';
import { NoteDialog } from '../../../src/custom/alerts/NoteDialog';
import { renderAlerts, testClient } from './harness';

const { client } = testClient({});

describe('false-alert form', () => {
  it('is required, shows its error live and sends the quick-fill reason', () => {
    const onSubmit = vi.fn();
    renderAlerts(<FalseAlertDialog open onSubmit={onSubmit} onClose={() => undefined} />, {
      client,
    });
    const reason = screen.getByRole('textbox', { name: /Alasan/ });
    expect(reason).toBeRequired();
    fireEvent.change(reason, { target: { value: 'x' } });
    fireEvent.change(reason, { target: { value: '' } });
    expect(screen.getByText('Wajib diisi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Tidak ada kejadian' }));
    expect(reason).toHaveValue('Tidak ada kejadian');
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSubmit).toHaveBeenCalledWith('Tidak ada kejadian');
  });

  it('asks for the other reason and refuses more than 300 characters', () => {
    const onSubmit = vi.fn();
    renderAlerts(<FalseAlertDialog open onSubmit={onSubmit} onClose={() => undefined} />, {
      client,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kejadian Lainnya' }));
    const other = screen.getByRole('textbox', { name: /Kejadian Lainnya/ });
    expect(screen.getByText('Kejadian Lainnya wajib diisi')).toBeInTheDocument();
    fireEvent.change(other, { target: { value: 'x'.repeat(301) } });
    expect(screen.getByText('Maksimal 300 karakter')).toBeInTheDocument();
    fireEvent.change(other, { target: { value: 'Sensor kotor' } });
    expect(screen.getByText('12/300')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSubmit).toHaveBeenCalledWith('Sensor kotor');
  });

  it('speaks English too', () => {
    renderAlerts(<FalseAlertDialog open onSubmit={() => undefined} onClose={() => undefined} />, {
      client,
      locale: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kejadian Lainnya' }));
    expect(screen.getByText('Other occurrence required')).toBeInTheDocument();
  });
});

describe('note form', () => {
  it('shows its error 500 ms after typing stops and refuses an empty or too long note', async () => {
    const onSubmit = vi.fn();
    renderAlerts(<NoteDialog open onSubmit={onSubmit} onClose={() => undefined} />, { client });
    const note = screen.getByRole('textbox', { name: /Catatan/ });
    expect(note).toBeRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Catatan wajib diisi')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(note, { target: { value: 'x'.repeat(256) } });
    // Still the old error until the input settles.
    expect(screen.getByText('Catatan wajib diisi')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Catatan maksimal 255 karakter')).toBeInTheDocument(),
    );
    fireEvent.change(note, { target: { value: '  Sopir sudah dihubungi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(onSubmit).toHaveBeenCalledWith('Sopir sudah dihubungi');
  });
});
