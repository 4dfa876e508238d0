import { useState } from 'react';
import type { SafeType } from '@phjobs/contracts/jobs';
import { ScrollRow } from '@phjobs/ui/components/ScrollRow';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { JobListScreen } from './JobListScreen';

/** The tabs of 'Verified jobs', labels as the spec writes them (' 3 Major Insurances' with its space). */
export const SAFE_TABS: readonly { value: SafeType; label: string }[] = [
  { value: 'all', label: 'ALL' },
  { value: 'contract', label: 'Employment Contract' },
  { value: 'insurance', label: ' 3 Major Insurances' },
  { value: 'permit', label: 'Business Permit' },
];

/**
 * Each tab's banner (drawn, not an image file: no banner images ship with the app). The permit
 * flag is what the employer states on the ad: nothing checks permits yet (the employer side's
 * permit certification will), so the banners say so rather than 'checked'.
 */
export const BANNERS: Record<SafeType, { title: string; text: string; icon: string }> = {
  all: { title: 'Verified jobs', text: 'Ads whose employer gives a written employment contract, pays the 3 major insurances or holds a certified business permit.', icon: '✓' },
  contract: { title: 'Employment Contract', text: 'The employer gives a written employment contract.', icon: '✍' },
  insurance: { title: '3 Major Insurances', text: 'SSS, PhilHealth and Pag-IBIG are paid for you.', icon: '☂' },
  permit: { title: 'Business Permit', text: 'The employer submitted a business permit document that is valid today.', icon: '▣' },
};

/** /ad/safe: tabs ALL, Employment Contract, 3 Major Insurances, Business Permit; a tab change reloads page 1. */
export function VerifiedJobs() {
  const [tab, setTab] = useState<SafeType>('all');
  const banner = BANNERS[tab];
  return (
    <JobListScreen
      screen="safe"
      title="Verified jobs"
      endpoint="safe"
      query={{ safeType: tab }}
      bar={
        <>
          {/* fits at 390 px (labels wrap); on narrower screens it scrolls, its edge fading */}
          <ScrollRow className="jobs-safe-tabs" reveal="[aria-selected='true']">
            <Tabs label="Verified by" items={SAFE_TABS} value={tab} onChange={setTab} />
          </ScrollRow>
          <div className={`jobs-banner jobs-banner--${tab}`} role="img" aria-label={`${banner.title}: ${banner.text}`}>
            <span className="jobs-banner__icon" aria-hidden="true">
              {banner.icon}
            </span>
            <span className="jobs-banner__body">
              <strong>{banner.title}</strong>
              <span>{banner.text}</span>
            </span>
          </div>
        </>
      }
    />
  );
}
