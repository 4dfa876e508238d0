/**
 * What the editorial seed texts are made of: HTML helpers, slot filling, places and names of the
 * Philippines, and peso amounts. Everything is picked by a seeded Rng (@phjobs/seed-data/prng),
 * so the same seed gives the same articles.
 */
import type { Rng } from '@phjobs/seed-data/prng';
import { COMPANY_PREFIXES, FIRST_NAMES_FEMALE, FIRST_NAMES_MALE, INDUSTRY_WORDS, LAST_NAMES } from '@phjobs/seed-data/words';

export const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const ul = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
export const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;

/** '{name} works in {city}' with { name: 'Ana', city: 'Cebu City' }; an unknown slot is a mistake of the texts. */
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`seed text: no value for {${key}} in "${template.slice(0, 60)}"`);
    return String(value);
  });
  // 'hired by Tala Foods Inc..': a name ending in a period ends the sentence too
  return filled.replace(/([A-Za-z])\.\.(?!\.)/g, '$1.');
}

/** ₱18,500 (en-US grouping, no centavos). */
export const peso = (amount: number) => `₱${Math.round(amount).toLocaleString('en-US')}`;

/** An amount rounded to a multiple of `step` between min and max. */
export const amount = (rng: Rng, min: number, max: number, step = 500) => Math.round(rng.int(min, max) / step) * step;

export const CITIES = [
  'Quezon City', 'Makati', 'Taguig', 'Pasig', 'Manila', 'Mandaluyong', 'Parañaque', 'Caloocan', 'Las Piñas', 'Muntinlupa',
  'Cebu City', 'Mandaue', 'Lapu-Lapu', 'Davao City', 'Iloilo City', 'Bacolod', 'Cagayan de Oro', 'Baguio', 'Angeles',
  'San Fernando, Pampanga', 'Batangas City', 'Lipa', 'Santa Rosa, Laguna', 'Calamba', 'Dasmariñas', 'Imus', 'Naga',
  'Legazpi', 'Tacloban', 'Dumaguete', 'General Santos', 'Zamboanga City', 'Puerto Princesa', 'Tagbilaran', 'Olongapo',
] as const;

/** Where the resorts are. */
export const RESORT_PLACES = ['Boracay', 'Panglao', 'El Nido', 'Siargao', 'Puerto Princesa', 'Mactan', 'San Juan, La Union', 'Tagaytay', 'Baguio', 'Coron'] as const;

export const PROVINCES = ['Pangasinan', 'Isabela', 'Nueva Ecija', 'Quezon', 'Leyte', 'Samar', 'Negros Oriental', 'Bohol', 'Sorsogon', 'Capiz', 'Antique', 'Bukidnon', 'Cotabato', 'Zambales', 'Ilocos Norte', 'Aklan'] as const;

export type Person = { first: string; last: string; name: string; female: boolean; age: number };

export function person(rng: Rng, minAge = 22, maxAge = 45): Person {
  const female = rng.chance(0.55);
  const first = female ? rng.pick(FIRST_NAMES_FEMALE) : rng.pick(FIRST_NAMES_MALE);
  const last = rng.pick(LAST_NAMES);
  return { first, last, name: `${first} ${last}`, female, age: rng.int(minAge, maxAge) };
}

/** she/he, her/his, her/him by the person. */
export const pronouns = (who: Person) => (who.female ? { they: 'she', their: 'her', them: 'her', They: 'She', Their: 'Her' } : { they: 'he', their: 'his', them: 'him', They: 'He', Their: 'His' });

/** A company name of a specialization parent ('Bayanihan Contact Solutions Inc.'). */
export function companyName(rng: Rng, parent: string): string {
  const words = INDUSTRY_WORDS[parent] ?? INDUSTRY_WORDS.SP05 ?? ['Services'];
  return `${rng.pick(COMPANY_PREFIXES)} ${rng.pick(words)}${rng.chance(0.5) ? ' Inc.' : ''}`;
}

/** n distinct items of a list, in the list's order (stable paragraphs read better than shuffled ones). */
export function someOf<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const picked = new Set(rng.sample(items.map((_, i) => i), Math.min(n, items.length)));
  return items.filter((_, i) => picked.has(i));
}

/** A file key of an article picture: `seed/articles/<area>-<n>-<topic>`; media draws a cover for it. */
export const articleImageKey = (area: string, n: number, topic: string) => `seed/articles/${area}-${n}-${topic}`;
