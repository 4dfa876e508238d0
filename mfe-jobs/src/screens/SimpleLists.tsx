/** The standard list screens: a title, one list call, the shared list behaviour. */
import { JobListScreen } from './JobListScreen';

/** /ad/beginner: POST /api/jobAds/beginner. */
export const EntryLevelJobs = () => <JobListScreen screen="beginner" title="Entry level" endpoint="beginner" />;
/** /ad/regular: POST /api/jobAds/regular. */
export const RegularJobs = () => <JobListScreen screen="regular" title="Regular employment" endpoint="regular" />;
/** /ad/today: POST /api/jobAds/today. */
export const TodayJobs = () => <JobListScreen screen="today" title="Today jobs" endpoint="today" />;
/** /ad/withFriend: POST /api/jobAds/withFriend. */
export const WithFriendJobs = () => <JobListScreen screen="withFriend" title="With friend" endpoint="withFriend" />;
