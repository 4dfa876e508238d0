import { AdImages, AllJobs, EventBanners, EventStrip, JobTalk } from './Below';

/** What follows the regional sections, in one chunk. */
export default function BelowAll({ onAdvertise }: { onAdvertise: () => void }) {
  return (
    <>
      <AdImages onAdvertise={onAdvertise} />
      <EventBanners />
      <AllJobs />
      <JobTalk />
      <EventStrip />
    </>
  );
}
