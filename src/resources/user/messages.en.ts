// custom.user.*: the user administration screens: roles, scopes, password, reset (en).
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
  },
};
