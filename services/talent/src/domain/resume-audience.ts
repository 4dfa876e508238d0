/** How the companies that viewed or scrapped the member's resumes read on the wire (data/list-resume-audience.ts reads them). */
import type { ResumeAudienceResponse } from '@phjobs/contracts/talent';
import { cityName, provinceName } from './resume-views.ts';

export type Audience = 'viewed' | 'scrapped';

export type AudienceRow = {
  resume_id: bigint;
  title: string;
  province_id: string | null;
  city_id: string | null;
  specialization_code: string | null;
  company_name: string;
  phone_number: string | null;
  at: Date;
};

export type AudiencePage = { rows: AudienceRow[]; count: number };

export function resumeAudienceAnswer({ rows, count }: AudiencePage): ResumeAudienceResponse {
  return {
    list: rows.map((row) => ({
      resumeId: Number(row.resume_id),
      title: row.title,
      city: cityName(row.city_id),
      province: provinceName(row.province_id),
      specializationCode: row.specialization_code,
      companyName: row.company_name,
      phoneNumber: row.phone_number,
      createdAt: row.at.toISOString(),
    })),
    count,
  };
}
