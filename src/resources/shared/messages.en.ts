// The shared widgets' texts (src/resources/shared/): the share modal (master-data.md §2).
export default {
  custom: {
    share: {
      link: 'Tracking link',
      no_link: 'There is no tracking link yet.',
      copy: 'Copy tracking link',
      copied: 'Delivery tracking link copied',
      copy_failed: 'The tracking link could not be copied',
      view: 'View tracking',
      close: 'Close',
    },
  },
};
