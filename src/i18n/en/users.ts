// custom.user.*: the user administration screens (roles, scopes, password, reset) and custom.account.*:
// the password page every user has (en). Owned by src/resources/user/ and src/custom/account/.
export default {
  custom: {
    user: {
      roles: {
        admin: 'Administrator',
        dispatcher: 'Dispatcher',
        viewer: 'Supervisor',
        driver: 'Driver',
        marketing: 'Sales/Marketing',
        integration: 'System integration',
      },
      role: {
        label: 'Role',
        none: 'No role',
        helper: 'A role grants a set of scopes. Add other scopes below.',
        not_grantable: 'Beyond your own access',
      },
      extra_scopes: {
        label: 'Additional scopes',
        helper:
          'For example customer:read, customer:* (all), !vms:* (except). Press Enter after each.',
      },
      not_held: 'You do not hold these scopes: %{scopes}',
      unknown_role: 'Unknown role: %{roles}',
      password: {
        section: 'Password',
        label: 'Password',
        policy: 'At least 10 characters, with letters and digits, and not containing the username.',
        must_change: 'Must change the password at the first sign-in',
      },
      reset: {
        button: 'Reset password',
        title: 'Reset the password of %{name}',
        explain:
          'The open sessions of %{name} end, and they must set a new password at the next sign-in.',
        generate: 'Generate a temporary password',
        type: 'Type a temporary password',
        password: 'Temporary password',
        confirm: 'Reset',
        cancel: 'Cancel',
        done: 'The password of %{name} has been reset.',
        temporary: 'Give this temporary password to %{name}. It is shown only once.',
        copy: 'Copy the password',
        copied: 'Password copied',
        close: 'Close',
      },
    },
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
