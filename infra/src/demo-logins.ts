/** The fixed demo accounts of the seed (README lists the same). */
export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_LOGINS = [
  { label: 'Individual (seeker)', email: 'seeker@demo.ph', loginAs: 'Individual tab' },
  { label: 'Company (employer)', email: 'employer@demo.ph', loginAs: 'Business tab' },
  { label: 'Master company', email: 'master@demo.ph', loginAs: 'Business tab, Master Account Login' },
] as const;
