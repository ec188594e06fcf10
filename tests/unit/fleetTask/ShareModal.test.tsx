// The share modal (master-data.md §2): titled with the task number; 'Salin tautan pelacakan' copies
// the link and says so in Indonesian; 'Lihat pelacakan' opens the link in a new tab.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from '../../../src/resources/fleet-task/ShareButton.tsx';
import { renderInAdmin } from '../resources/delivery-order/pageHarness.tsx';

const LINK = 'https://armada.example.test/track/AbCdEfGhIjKlMnOpQrStUv';

afterEach(() => vi.restoreAllMocks());

describe('ShareModal', () => {
  it('copies the tracking link with a success toast; View opens it in a new tab', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderInAdmin(<ShareButton task={{ number: 'FT/2026/11/000005', track_link: LINK }} />);
    await user.click(
      screen.getByRole('button', { name: 'Bagikan pelacakan penugasan FT/2026/11/000005' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Bagikan Penugasan FT/2026/11/000005',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Tautan pelacakan' })).toHaveValue(LINK);

    await user.click(within(dialog).getByRole('button', { name: 'Salin tautan pelacakan' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(
      await screen.findByText('Tautan pelacakan pengiriman berhasil disalin'),
    ).toBeInTheDocument();

    const view = within(dialog).getByRole('link', { name: 'Lihat pelacakan' });
    expect(view).toHaveAttribute('href', LINK);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('a refused clipboard says the link was not copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderInAdmin(<ShareButton task={{ number: 'FT/2026/11/000005', track_link: LINK }} />);
    await user.click(screen.getByRole('button', { name: /Bagikan/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Salin tautan pelacakan',
      }),
    );
    expect(await screen.findByText('Tautan pelacakan gagal disalin')).toBeInTheDocument();
  });

  it('in English', async () => {
    const user = userEvent.setup();
    renderInAdmin(<ShareButton task={{ number: 'FT/1', track_link: LINK }} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Share tracking of fleet task FT/1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share fleet task FT/1' });
    expect(within(dialog).getByRole('button', { name: 'Copy tracking link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View tracking' })).toBeInTheDocument();
  });
});
