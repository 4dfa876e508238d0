import { emptyMultiFilter } from '../domain/filter';
import { JobListScreen } from './JobListScreen';

/**
 * /multilingual 'Multilingual jobs': numbered pages of 20
 * (POST /api/jobAds/allJobs?pageUnit=20&isMulti=true&pageNo&orderKey&email), with Language and
 * Work Type in the Detail search (lists required: ['all'] when nothing else is chosen).
 */
export function MultilingualJobs() {
  return <JobListScreen screen="multilingual" title="Multilingual jobs" paging="numbered" query={{ isMulti: true }} defaultFilter={emptyMultiFilter} />;
}
