/** The demo accounts of the seed data, as the start command's banner lists them (README lists the same). */
import { DEMO_EMPLOYER_EMAIL, DEMO_MASTER_EMAIL, DEMO_SEEKER_EMAIL } from '@phjobs/seed-data/users';

export const DEMO_LOGINS = [
  { label: 'Individual (seeker)', email: DEMO_SEEKER_EMAIL, loginAs: 'Individual tab' },
  { label: 'Company (employer)', email: DEMO_EMPLOYER_EMAIL, loginAs: 'Business tab' },
  { label: 'Master company', email: DEMO_MASTER_EMAIL, loginAs: 'Business tab, Master Account Login' },
] as const;
