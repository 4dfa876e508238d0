import { describe, expect, it } from 'vitest';
import { readCard, storeCard, type IndexedCard } from '../src/data/search-index/card.ts';

describe('a card kept in the search index', () => {
  it('reads back as it was stored, every field (nulls, flags, numbers, arrays, text with quotes and ñ)', () => {
    const card: IndexedCard = {
      title: 'Kasambahay "stay-in", Parañaque',
      city_id: '1307600000',
      salary: 18500.5,
      salary_code: '010D',
      working_day_code: '007B',
      company_name: 'Tindahan ni Aling Nena',
      working_period_code: null,
      working_period_negotiable: true,
      working_hour_code: '004A',
      working_hour_negotiable: false,
      logo_key: null,
      lat: 14.4793,
      lng: 121.0198,
      payment_services: [1, 3],
      payment_services_until: 1_796_000_000_000,
    };
    const stored = storeCard(card);
    expect(readCard(stored)).toEqual(card);
    // its values only, not the field names: about half the text
    expect(stored).not.toContain('company_name');
  });
});
