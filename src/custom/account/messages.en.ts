// custom.account.*: the password page every user has (en).
export default {
  custom: {
    account: {
      profile: {
        title: 'Profile',
        menu: 'Profile',
        username: 'Username: %{username}',
        phone_help: 'For example: 081234567890',
        save: 'Save Profile',
        saved: 'Profile saved',
      },
      reminder: {
        title: 'Complete Your Contact Details',
        text_both:
          'You have not added a phone number or an email address yet. Add them so we can reach you and send you important notices.',
        text_email:
          'You have not added an email address yet. Add one so we can send you important notices.',
        text_phone: 'You have not added a phone number yet. Add one so we can reach you.',
        add_number: 'Add Number',
        add_email: 'Add Email',
        later: 'Not Now',
      },
      password: {
        title: 'Set a new password',
        title_change: 'Change password',
        required_notice: 'An administrator asks you to set a new password before you continue.',
        current: 'Current password',
        new: 'New password',
        confirm: 'Repeat the new password',
        mismatch: 'The passwords differ',
        wrong_current: 'The current password is wrong',
        same_as_current: 'The new password must differ from the current one',
        save: 'Save password',
        saved: 'Password changed',
        menu: 'Change password',
        logout: 'Sign out',
      },
    },
  },
};
