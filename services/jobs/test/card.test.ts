import { describe, expect, it } from 'vitest';
import { cardRow, storeCard, type IndexedCard } from '../src/data/search-index/card.ts';

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
    const { payment_services_until: _until, ...columns } = card;
    expect(cardRow(stored, 9, 1_795_999_999_999)).toEqual({ ...columns, id: 9, total: 0 });
    // its values only, not the field names: about half the text
    expect(stored).not.toContain('company_name');
  });

  it('shows as a row of the page: every column, paid styling only until its end', () => {
    const card: IndexedCard = {
      title: 'Tindera',
      city_id: null,
      salary: null,
      salary_code: '010F',
      working_day_code: '007A',
      company_name: 'Sari-sari',
      working_period_code: '008A',
      working_period_negotiable: false,
      working_hour_code: null,
      working_hour_negotiable: true,
      logo_key: 'logos/1.png',
      lat: null,
      lng: null,
      payment_services: [2],
      payment_services_until: 2_000,
    };
    const { payment_services_until: _until, ...columns } = card;
    expect(cardRow(storeCard(card), 42, 1_999)).toEqual({ ...columns, id: 42, total: 0 });
    expect(cardRow(storeCard(card), 42, 2_000)).toEqual({ ...columns, id: 42, total: 0, payment_services: null });
    expect(cardRow(storeCard({ ...card, payment_services_until: null }), 7, 9e15)).toEqual({ ...columns, id: 7, total: 0 });
  });
});
