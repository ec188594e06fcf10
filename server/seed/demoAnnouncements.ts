// The demo's system announcements and banner (docs/announcements.md): one announcement of each
// action type from the platform operator (the demo admin) to every company, already published, and
// one banner for the demo company's domain on weekdays. The media are the console's own demo
// images (public/demo/); the video is a short clip any browser plays.
import { randomUUID } from 'node:crypto';
import type { SeedContext } from './seedContext.ts';

export async function seedAnnouncements(ctx: SeedContext): Promise<void> {
  const published = (daysAgo: number) => ctx.daysAgo(daysAgo);
  await ctx.insert('system-notification', [
    {
      system_notification_uuid: randomUUID(),
      title: 'Fitur baru: Pusat Peringatan',
      description:
        'Pantau peringatan kendaraan secara langsung dan tandai selesai atau peringatan palsu dari satu tempat.',
      thumbnail_url: '/demo/announcement-alert-centre.svg',
      action: 'pop_up_image',
      action_title: 'Pusat Peringatan',
      action_description:
        'Buka lonceng di bilah atas untuk melihat peringatan mendesak dan penting.',
      media_urls: ['/demo/announcement-alert-centre.svg'],
      audience: 'all',
      target_company_id: null,
      target_user_ids: [],
      publish_on: published(3),
      published_on: published(3),
    },
    {
      system_notification_uuid: randomUUID(),
      title: 'Video panduan: menjadwalkan pengiriman',
      description: 'Tonton cara menjadwalkan pesanan pengiriman ke tugas armada dalam dua menit.',
      thumbnail_url: '/demo/announcement-video.svg',
      action: 'pop_up_video',
      action_title: 'Menjadwalkan pengiriman',
      action_description: null,
      media_urls: ['/demo/announcement-video.webm'],
      audience: 'all',
      target_company_id: null,
      target_user_ids: [],
      publish_on: published(2),
      published_on: published(2),
    },
    {
      system_notification_uuid: randomUUID(),
      title: 'Yang baru bulan ini',
      description: 'Tiga pembaruan konsol: daftar langsung, ekspor, dan riwayat perubahan.',
      thumbnail_url: '/demo/announcement-carousel-1.svg',
      action: 'carousel_image',
      action_title: 'Yang baru bulan ini',
      action_description: 'Geser untuk melihat setiap pembaruan.',
      media_urls: [
        '/demo/announcement-carousel-1.svg',
        '/demo/announcement-carousel-2.svg',
        '/demo/announcement-carousel-3.svg',
      ],
      audience: 'all',
      target_company_id: null,
      target_user_ids: [],
      publish_on: published(1),
      published_on: published(1),
    },
  ]);
  await ctx.insert('banner', [
    {
      title: 'Promo layanan pelacakan video',
      image_url: '/demo/banner-trackvision.svg',
      link_url: 'https://armadalogistik.co.id/trackvision',
      day_show: [1, 2, 3, 4, 5],
      domain: 'armadalogistik.co.id',
      is_active: true,
    },
  ]);
}
