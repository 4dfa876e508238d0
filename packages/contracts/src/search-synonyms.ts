/**
 * Job words that people in the Philippines write in Tagalog or in English (and a few common
 * spellings of either): a keyword search for one finds the others as well (services/jobs, search
 * semantics: a synonym counts as the word itself, matched as a whole word, not as a prefix).
 * Each group is a set of single lowercase words; a word belongs to one group at most
 * (test/search-synonyms.test.ts of contracts keeps both true).
 */
export const SEARCH_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['kasambahay', 'housekeeper', 'housemaid', 'maid'],
  ['katulong', 'helper'],
  ['tindera', 'tindero', 'saleslady', 'salesman', 'salesclerk'],
  ['yaya', 'nanny'],
  ['kusinero', 'kusinera', 'tagaluto', 'cook'],
  ['drayber', 'tsuper', 'driver'],
  ['guwardiya', 'gwardya', 'guwardya', 'guard'],
  ['labandera', 'lavandera', 'laundress', 'laundrywoman'],
  ['karpintero', 'carpenter'],
  ['tubero', 'plumber'],
  ['mekaniko', 'mechanic'],
  ['elektrisyan', 'elektrisista', 'electrician'],
  ['kargador', 'porter'],
  ['hardinero', 'gardener'],
  ['mananahi', 'sastre', 'modista', 'tailor', 'seamstress', 'dressmaker'],
  ['panadero', 'baker'],
  ['kahera', 'kahero', 'cashier'],
  ['serbidora', 'serbidor', 'waitress', 'waiter'],
  ['dyanitor', 'tagalinis', 'janitor', 'cleaner'],
  ['mangingisda', 'fisherman'],
  ['magsasaka', 'farmer'],
  ['barbero', 'barber'],
  ['manikurista', 'manicurist'],
  ['kartero', 'mailman'],
  ['pintor', 'painter'],
  ['bantay', 'watchman'],
  ['kolektor', 'collector'],
  ['sekretarya', 'secretary'],
  ['nars', 'nurse'],
  ['guro', 'titser', 'teacher'],
  ['inhinyero', 'engineer'],
  ['mensahero', 'messenger'],
  ['konduktor', 'konduktora', 'conductor'],
  ['manghihinang', 'welder'],
  ['kantero', 'mason'],
  ['tagapagalaga', 'caregiver'],
  ['bodegero', 'warehouseman'],
  ['pahinante', 'loader'],
];

const GROUP_OF = new Map<string, readonly string[]>(SEARCH_SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/** The word and its synonyms (the word first); the word alone when it has none. Lowercase in, lowercase out. */
export function synonymsOf(word: string): readonly string[] {
  const group = GROUP_OF.get(word);
  return group ? [word, ...group.filter((other) => other !== word)] : [word];
}
