// custom.announcements.*: system announcements (the bell, the list, the action) and the banner (en).
export default {
  custom: {
    announcements: {
      bell: {
        label: 'System announcements, %{count} unread',
        label_none: 'System announcements',
      },
      list: {
        title: 'System Announcements',
        empty: 'No announcements yet.',
        mark_all: 'Mark all as read',
        all_read: 'All announcements are read',
        unread: 'Unread',
        shown: '%{shown} of %{total} announcements',
        loading_more: 'Loading more announcements…',
        error: 'Announcements could not be loaded. Try again later.',
        open: 'Open',
        close: 'Close',
      },
      action: {
        image: 'Announcement image',
        video: 'Announcement video',
        slide: 'Image %{index} of %{total}',
        previous: 'Previous image',
        next: 'Next image',
        slides: 'Choose an image',
        close: 'Close',
      },
      banner: {
        title: 'Information',
        open: 'Open the banner link',
        close: 'Close banner',
      },
    },
  },
};
