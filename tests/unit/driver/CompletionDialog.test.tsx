// The completion form as the driver fills it: what is required, the quantities and their reasons,
// the photo limits, the multipart call, and the server's field errors on the fields.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DriverToday } from '../../../src/custom/driver/DriverToday';
import { closeOutbox, listOutbox, removeEntry } from '../../../src/custom/driver/offline/outbox';
import {
  BASE,
  fakeFetch,
  photo,
  renderDriver,
  startedTask,
  today,
  TOKEN,
  type Call,
} from './harness';

async function openForm(locale: 'id' | 'en' = 'id') {
  renderDriver(<DriverToday />, { locale });
  fireEvent.click(
    await screen.findByRole('button', { name: locale === 'id' ? 'Selesaikan' : 'Complete' }),
  );
  return screen.findByRole('dialog');
}

const fileInput = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
const pick = (dialog: HTMLElement, ...files: File[]) =>
  fireEvent.change(fileInput(dialog), { target: { files } });
const completeCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith(`${BASE}/12/activity/1/complete`));

describe('the completion form', () => {
  it('asks for the contact, the loads prefilled with the plan, and photos through the camera', async () => {
    fakeFetch(today(() => [startedTask()]));
    const dialog = await openForm();
    expect(
      within(dialog).getByRole('heading', { name: /Selesaikan Pengambilan/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nama Pengirim/)).toBeRequired();
    expect(within(dialog).getByLabelText('Catatan')).not.toBeRequired();
    const load = within(dialog).getByRole('group', { name: 'Semen 50kg' });
    expect(within(load).getByText('Rencana: 20 Sak')).toBeInTheDocument();
    expect(within(load).getByLabelText(/Jumlah/)).toHaveValue(20);
    const input = fileInput(dialog);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input.multiple).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Ambil Foto' })).toBeInTheDocument();
  });

  it('refuses to send without a contact or a photo, and says so on the fields', async () => {
    const { calls } = fakeFetch(today(() => [startedTask()]));
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await within(dialog).findByText('Wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Minimal 1 foto wajib diunggah')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nama Pengirim/)).toHaveAttribute('aria-invalid', 'true');
    expect(completeCalls(calls)).toHaveLength(0);
  });

  it('wants a reason when a quantity differs from the plan', async () => {
    const { calls } = fakeFetch(today(() => [startedTask()]));
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/Nama Pengirim/), {
      target: { value: 'Pak Budi' },
    });
    pick(dialog, photo('a.jpg'));
    const load = within(dialog).getByRole('group', { name: 'Semen 50kg' });
    expect(within(load).getByLabelText(/Alasan Penyesuaian/)).not.toBeRequired();
    fireEvent.change(within(load).getByLabelText(/Jumlah/), { target: { value: '18' } });
    expect(within(load).getByLabelText(/Alasan Penyesuaian/)).toBeRequired();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(
      await within(load).findByText('Alasan wajib diisi jika jumlah berbeda dari rencana'),
    ).toBeInTheDocument();
    expect(completeCalls(calls)).toHaveLength(0);
  });

  it('refuses non-images and photos over 5 MB as they are picked, keeps at most five, and removes one', async () => {
    fakeFetch(today(() => [startedTask()]));
    const dialog = await openForm();
    pick(dialog, photo('surat.pdf', 100, 'application/pdf'));
    expect(
      await within(dialog).findByText('surat.pdf: file harus berupa gambar'),
    ).toBeInTheDocument();
    pick(dialog, photo('besar.jpg', 5 * 1024 * 1024 + 1));
    expect(
      await within(dialog).findByText('besar.jpg: ukuran foto maksimal 5 MB'),
    ).toBeInTheDocument();
    pick(dialog, ...[1, 2, 3, 4, 5, 6].map((i) => photo(`${i}.jpg`)));
    expect(await within(dialog).findByText('Maksimal 5 foto')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Hapus foto/ })).toHaveLength(5);
    expect(within(dialog).getByRole('button', { name: 'Ambil Foto' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus foto 2' }));
    expect(within(dialog).getAllByRole('button', { name: /^Hapus foto/ })).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Ambil Foto' })).toBeEnabled();
  });

  it('sends the form as multipart with the bearer token, says so, closes and reloads the day', async () => {
    let task = startedTask();
    const { calls } = fakeFetch(
      today(() => [task]),
      (call) => {
        if (!completeCalls([call]).length) return undefined;
        task = {
          ...task,
          activities: [
            { ...task.activities[0], status: 'COMPLETED', completed_on: new Date().toISOString() },
            task.activities[1],
          ],
        };
        return { body: { data: task } };
      },
    );
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/Nama Pengirim/), {
      target: { value: 'Pak Budi' },
    });
    fireEvent.change(within(dialog).getByLabelText('Catatan'), {
      target: { value: 'Dua sak sobek' },
    });
    const load = within(dialog).getByRole('group', { name: 'Semen 50kg' });
    fireEvent.change(within(load).getByLabelText(/Jumlah/), { target: { value: '18' } });
    fireEvent.change(within(load).getByLabelText(/Alasan Penyesuaian/), {
      target: { value: 'Dua sak rusak' },
    });
    pick(dialog, photo('a.jpg'), photo('b.png', 10, 'image/png'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Aktivitas berhasil diselesaikan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = completeCalls(calls);
    expect(call.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    // Sent with an idempotency key: a try of it again (no answer seen) is answered as the first.
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The browser sets the multipart content type with its boundary: none is forced on it.
    expect(call.headers.get('Content-Type')).toBeNull();
    const form = call.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('contact_person_name')).toBe('Pak Budi');
    expect(form.get('note')).toBe('Dua sak sobek');
    expect(JSON.parse(String(form.get('loads')))).toEqual([
      { id: 501, quantity: 18, reason: 'Dua sak rusak' },
    ]);
    expect((form.getAll('photos') as File[]).map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    // The day is read again: the pickup is done, the drop is next.
    expect(await screen.findByText(/^Selesai Hari ini/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Selesaikan' })).toHaveLength(1);
  });

  it("shows the server's field errors on the fields and keeps the form open", async () => {
    fakeFetch(
      today(() => [startedTask()]),
      (call) =>
        completeCalls([call]).length
          ? {
              status: 400,
              body: { errors: { contact_person_name: 'too-long', 'loads.0.reason': 'required' } },
            }
          : undefined,
    );
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText(/Nama Pengirim/), {
      target: { value: 'Pak Budi' },
    });
    pick(dialog, photo('a.jpg'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(await within(dialog).findByText('Maksimal 150 karakter')).toBeInTheDocument();
    expect(within(dialog).getByText('Wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Gagal menyelesaikan aktivitas');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a transit drop asks for no loads; English labels', async () => {
    const base = startedTask();
    const task = {
      ...base,
      activities: [
        { ...base.activities[0], status: 'COMPLETED' as const },
        { ...base.activities[1], is_transit: true },
      ],
    };
    fakeFetch(today(() => [task]));
    const dialog = await openForm('en');
    expect(within(dialog).getByRole('heading', { name: /Complete drop-off/ })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Recipient's name/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Semen 50kg' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
  });

  describe('without a connection', () => {
    afterEach(async () => {
      for (const entry of await listOutbox()) await removeEntry(entry.id!);
      await closeOutbox();
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    });

    it('keeps the completion on the phone with its photos and says so; nothing is sent', async () => {
      const { calls } = fakeFetch(today(() => [startedTask()]));
      const dialog = await openForm();
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      fireEvent.change(within(dialog).getByLabelText(/Nama Pengirim/), {
        target: { value: 'Pak Budi' },
      });
      pick(dialog, photo('a.jpg'), photo('b.png', 10, 'image/png'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
      expect(
        await screen.findByText('Tersimpan di ponsel, akan dikirim saat online'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(completeCalls(calls)).toEqual([]);
      const [entry, ...rest] = await listOutbox();
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({
        kind: 'complete',
        taskId: 12,
        sequence: 1,
        state: 'pending',
        contact_person_name: 'Pak Budi',
        token: TOKEN,
      });
      expect(entry!.url.endsWith(`${BASE}/12/activity/1/complete`)).toBe(true);
      expect(entry!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry!.photos!.map((p) => [p.name, p.data.byteLength])).toEqual([
        ['a.jpg', 1024],
        ['b.png', 10],
      ]);
    });
  });
});
