/**
 * /myPage/myTalk/{jobTalk|interview|counseling}/{articleId}: the rows of My talk (mfe-account)
 * open the same detail views as the community areas, here (the shell routes these three prefixes to
 * this remote); Back returns to My talk's tab, and Edit / Delete work as on the area's own page.
 */
import { CounselingDetail } from './Counseling';
import { InterviewDetail } from './Interview';
import { JobTalkDetail } from './JobTalk';

export const MyTalkJobTalk = () => <JobTalkDetail backTo="/myPage/myTalk?tab=jobTalk" />;
export const MyTalkInterview = () => <InterviewDetail backTo="/myPage/myTalk?tab=interviewTip" />;
export const MyTalkCounseling = () => <CounselingDetail backTo="/myPage/myTalk?tab=jobCounseling" />;
