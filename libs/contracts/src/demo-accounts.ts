/** Published demo accounts (decisions.md, "Identity"). Shown on the login screen and landing banner. */
export const DEMO_ACCOUNTS = [
  { username: 'dentist@chairside.demo', pin: '1234', name: 'Maya Chen' },
  { username: 'hygienist@chairside.demo', pin: '5678', name: 'Sam Rivera' },
] as const;
