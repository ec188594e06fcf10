// custom.shell.*: the shell's layout settings, bottom menu, connection and update notices,
// breadcrumb and Report page (en).
export default {
  custom: {
    shell: {
      bottom_menu: 'Bottom menu',
      connection: {
        offline: 'You are offline. Check your internet connection.',
        back: 'Back online. Reloading the page…',
      },
      update: {
        available: 'A new version of Armada Console is available.',
        reload: 'Reload',
      },
      breadcrumb: {
        label: 'Breadcrumb',
        home: 'Home',
        back: 'Previous page',
        more: 'Show all',
      },
      report: {
        menu: 'Reports',
        title: 'Reports',
        subtitle: 'Open a list to see its data and download it (CSV).',
        empty: 'There are no reports you can open yet.',
      },
      layout: {
        open: 'Layout settings',
        title: 'Layout Settings',
        close: 'Close layout settings',
        loading: 'Loading',
        save_failed: 'The layout settings could not be saved.',
        preloader: 'Preloader',
        layout: { label: 'Layout', vertical: 'Vertical', horizontal: 'Horizontal' },
        width: { label: 'Width', fluid: 'Fluid', boxed: 'Boxed', scrollable: 'Scrollable' },
        sidebarType: {
          label: 'Sidebar Type',
          dark: 'Dark',
          light: 'Light',
          compact: 'Compact',
          icon: 'Icon',
          colored: 'Colored',
        },
        topbar: { label: 'Topbar', dark: 'Dark', light: 'Light', colored: 'Colored' },
      },
    },
  },
};
