/**
 * The community areas a member moves between (the row of links on each area's list). The
 * editorial areas (job stories, HR magazine, senior interviews, employment news) add their own
 * entries here as they arrive.
 */
export const COMMUNITY_AREAS: readonly { to: string; label: string }[] = [
  { to: '/jobTalk', label: 'Job Talk' },
  { to: '/counseling', label: 'Job Counseling' },
  { to: '/interview', label: 'Screening Reviews' },
  { to: '/review', label: 'Job Reviews' },
];
