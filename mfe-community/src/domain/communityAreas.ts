/** The community areas a member moves between (the row of links above each area's list): the member-written ones, then the editorial ones. */
export const COMMUNITY_AREAS: readonly { to: string; label: string }[] = [
  { to: '/jobTalk', label: 'Job Talk' },
  { to: '/counseling', label: 'Job Counseling' },
  { to: '/interview', label: 'Screening Reviews' },
  { to: '/review', label: 'Job Reviews' },
  { to: '/jobStory', label: 'Job Stories' },
  { to: '/hrMagazine', label: 'HR Magazine' },
  { to: '/seniorInterview', label: 'Senior Interviews' },
  { to: '/employmentNews', label: 'Employment News' },
];
