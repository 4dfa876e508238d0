/**
 * The job_ad columns the ad's readers share (the detail page, the edit wizard): their row type as
 * the raw queries return them, the JSON columns' shapes, and the code lists named by the lookups.
 */
import type { CodeItem } from '@phjobs/contracts/taxonomy';
import type { CodeTree, SearchLookups } from '../domain/lookups.ts';

export type AdContact = { manager?: string | null; phoneNumber?: string[]; isShowPhoneNumber?: boolean; email?: string | null; fax?: string | null };
export type AdImage = { key: string; fileName: string };

/** A JSON(B) column as the driver hands it: parsed already, or text. */
export const jsonColumn = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The named items of a tree's ids; an id the tree no longer has is left out. */
export const codeItems = (lookups: SearchLookups, tree: CodeTree, ids: string[]): CodeItem[] => ids.map((id) => lookups.codeItem(tree, id)).filter((item): item is CodeItem => item !== null);

/** Columns both readers select with the same meaning and type. */
export type AdRow = {
  status_code: string;
  title: string;
  job_description: string;
  images: AdImage[] | string;
  is_employment_contract: boolean;
  is_beginner_possible: boolean;
  is_with_friend: boolean;
  specialization_ids: string[];
  education_code: string;
  preference_ids: string[];
  nationality: number;
  employee_types: string[];
  working_period_code: string | null;
  working_period_negotiable: boolean;
  working_day_code: string;
  working_day_selected: string[];
  working_day_negotiable: boolean;
  working_hour_from: string | null;
  working_hour_to: string | null;
  working_hour_negotiable: boolean;
  salary_code: string;
  salary: number | null;
  welfare_ids: string[];
  languages: string[];
  work_types: string[];
  province_id: string | null;
  city_id: string | null;
  detail_address: string | null;
  lat: number | null;
  lng: number | null;
  no_of_vacancy: number | null;
  deadline_date: string | null;
  apply_methods: string[];
  direct_customized_input: string | null;
  website_url: string | null;
  contact: AdContact | string;
};
