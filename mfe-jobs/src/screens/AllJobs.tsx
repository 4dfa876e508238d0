import { JobListScreen } from './JobListScreen';

/** /ad/all: 'All jobs'. */
export function AllJobs() {
  return <JobListScreen screen="allJobs" title="All jobs" />;
}
