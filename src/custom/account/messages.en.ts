// custom.account.*: the password page every user has (en).
export default {
  custom: {
    account: {
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
