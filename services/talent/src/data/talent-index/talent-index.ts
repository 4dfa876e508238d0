/**
 * The in-memory index of published resumes (020A) for the talent search (README.md 'Talent
 * search'): the same search as the SQL statement (search-talents.ts), answered with the engine the
 * job ads use (@phjobs/search-engine). PostgreSQL stays the record: the index is built from
 * `resume` and follows its changes (live.ts).
 *
 * - Every resume has a slot; a bitmap per search term (search_terms: 'sp:', 'rg:', 'et:', 'ed:',
 *   'wp:', 'wd:', 'day:', 'wh:', 'ab:', and 'st:' for salary_type).
 * - The number and text columns a filter bounds (updated_at, birth date, career months, least pay,
 *   working hours) and search_text (the keyword's: title and career positions) are kept per slot
 *   and read for the matches of the bitmaps only, never for all resumes unless nothing narrows.
 * - A bitmap per trigram (three characters) of search_text: a keyword of three or more characters
 *   is looked for (String.includes, as LIKE '%keyword%') only where all its trigrams are.
 * - Two orders of the live slots, latest update and most viewed (id breaking ties), as the SQL's.
 * - A changed resume gets a new slot; the old one is dead until a sweep frees it.
 * A search answers the ids of a page and the exact count; the page's rows are read from
 * PostgreSQL by id (a resume list item is large and changes with every view: not kept here).
 */
import { bitmapIn, empty, intersect, made, RoaringBitmap32, unionOf, withScratch, type Bitmap } from '@phjobs/search-engine/bitmaps';
import { DerivedSets } from '@phjobs/search-engine/derived';
import { capacityFor, grown, merge, noOrder, ordered, Pager, type Order } from '@phjobs/search-engine/orders';
import { Postings } from '@phjobs/search-engine/postings';
import type { TalentOrderKey } from '@phjobs/contracts/talent';
import roaring from 'roaring';
import { salaryTypeTerm, type NumberColumn, type TalentCondition, type TextColumn } from './talent-query.ts';

/** A published resume as the index reads it (live.ts). */
export type IndexedResume = {
  id: number;
  /** updated_at in ms (with its microseconds as a fraction: the same order as PostgreSQL's). */
  updated: number;
  viewCount: number;
  /** birth_date as a day number (days since 1970-01-01). */
  birthDay: number | null;
  careerMonths: number | null;
  salaryType: string | null;
  salaryMoreThan: number | null;
  hourFrom: string | null;
  hourTo: string | null;
  terms: readonly string[];
  /** search_text (lower case). */
  text: string;
};

export type TalentIndexPage = { ids: number[]; total: number };

const NUMBER_COLUMNS: readonly NumberColumn[] = ['updated', 'birthDay', 'careerMonths', 'salaryMoreThan'];

/**
 * A condition as a bitmap (terms), or read per slot: a bound on a column (checked in a tight loop
 * over the candidates), or any test (a keyword, an either-or of bitmaps and bounds). `within`: a
 * bitmap the matches are inside (a keyword's trigrams).
 */
type Compiled =
  | { bitmap: Bitmap }
  | { values: Float64Array; min: number; max: number; within?: undefined }
  | { test: (slot: number) => boolean; within?: Bitmap };

/** Postings gathered before they go into their bitmaps. */
type Pending = { terms: Postings; trigrams: Postings<number> };
const newPending = (): Pending => ({ terms: new Postings(), trigrams: new Postings<number>() });

/** A trigram of `text` at `i` as a number (three UTF-16 units). */
const trigramAt = (text: string, i: number) => text.charCodeAt(i) * 4_294_967_296 + text.charCodeAt(i + 1) * 65_536 + text.charCodeAt(i + 2);

export class TalentIndex {
  #capacity = 0;
  #next = 0;
  #ids = new Float64Array(0);
  #views = new Float64Array(0);
  readonly #numbers: Record<NumberColumn, Float64Array> = { updated: new Float64Array(0), birthDay: new Float64Array(0), careerMonths: new Float64Array(0), salaryMoreThan: new Float64Array(0) };
  readonly #texts: Record<TextColumn, (string | null)[]> = { hourFrom: [], hourTo: [] };
  #searchText: string[] = [];
  #alive = new Uint8Array(0);
  readonly #slotById = new Map<number, number>();
  readonly #free: number[] = [];
  #live: Bitmap = new RoaringBitmap32();
  #dead: Bitmap = new RoaringBitmap32();
  readonly #terms = new Map<string, Bitmap>();
  /** Per trigram of search_text (trigramAt). */
  readonly #trigrams = new Map<number, Bitmap>();
  #byUpdated: Order = noOrder();
  #byViews: Order = noOrder();
  readonly #pager = new Pager();
  /** Unions of several terms, kept for one version. */
  readonly #derived = new DerivedSets({ maxBytes: 8 * 1_048_576 });
  #version = 0;

  static build(resumes: Iterable<IndexedResume>): TalentIndex {
    const builder = TalentIndex.builder();
    builder.add(resumes);
    return builder.finish();
  }

  /** For loaders that read in batches: add each (its postings go into the bitmaps at once), then finish() once. */
  static builder(): { add(resumes: Iterable<IndexedResume>): void; finish(): TalentIndex } {
    const index = new TalentIndex();
    return {
      add: (resumes) => {
        const pending = newPending();
        const live: number[] = [];
        for (const resume of resumes) live.push(index.#add(resume, pending));
        index.#live.addMany(Uint32Array.from(live));
        index.#flush(pending);
      },
      finish: () => {
        const slots = index.#live.toUint32Array();
        index.#byUpdated = ordered(slots.slice().sort(index.#compareUpdated), index.#byUpdated.rank);
        index.#byViews = ordered(slots.sort(index.#compareViews), index.#byViews.rank);
        for (const bitmap of [...index.#terms.values(), ...index.#trigrams.values(), index.#live]) {
          bitmap.runOptimize();
          bitmap.shrinkToFit();
        }
        return index;
      },
    };
  }

  get size(): number {
    return this.#live.size;
  }

  get version(): number {
    return this.#version;
  }

  /** Bytes held: the bitmaps (CRoaring's count for the whole process) and the typed arrays; strings and maps not counted. */
  memory(): { bitmaps: number; arrays: number; slots: number } {
    const arrays = [this.#ids, this.#views, this.#alive, ...Object.values(this.#numbers), this.#byUpdated.slots, this.#byUpdated.rank, this.#byViews.slots, this.#byViews.rank].reduce((sum, a) => sum + a.byteLength, 0);
    return { bitmaps: roaring.getRoaringUsedMemory(), arrays, slots: this.#next };
  }

  /** Applies changes read from PostgreSQL: `upserts` published now, `removed` no longer published (or gone). */
  apply(upserts: readonly IndexedResume[], removed: readonly number[]): void {
    const killed: number[] = [];
    for (const id of [...removed, ...upserts.map((resume) => resume.id)]) {
      const slot = this.#slotById.get(id);
      if (slot === undefined) continue;
      this.#slotById.delete(id);
      this.#alive[slot] = 0;
      this.#searchText[slot] = '';
      killed.push(slot);
    }
    if (killed.length) {
      const gone = new RoaringBitmap32(killed);
      this.#live.andNotInPlace(gone);
      this.#dead.orInPlace(gone);
      gone.dispose();
    }
    const pending = newPending();
    const added = upserts.map((resume) => this.#add(resume, pending));
    if (added.length) this.#live.addMany(Uint32Array.from(added));
    this.#flush(pending);
    this.#byUpdated = ordered(merge(this.#byUpdated.slots, this.#alive, added, this.#compareUpdated), this.#byUpdated.rank);
    this.#byViews = ordered(merge(this.#byViews.slots, this.#alive, added, this.#compareViews), this.#byViews.rank);
    this.#version++;
    this.#derived.clear();
    if (this.#dead.size > Math.max(1_000, this.#live.size / 20)) this.#sweep();
  }

  /** The page (ids in order) and the count of all matches, as the SQL statement answers them. */
  search(conditions: readonly TalentCondition[], key: TalentOrderKey, offset: number, limit: number): TalentIndexPage {
    return withScratch(
      () => {
        const matches = this.#matches(conditions);
        const total = matches.size;
        const slots: number[] = [];
        if (offset < total && limit > 0) this.#pager.page(matches, key === 'updatedAt' ? this.#byUpdated : this.#byViews, offset, limit, slots);
        return { ids: slots.map((slot) => this.#ids[slot]!), total };
      },
      (bitmap) => this.#derived.kept(bitmap),
    );
  }

  // ---- matching ------------------------------------------------------------------------------

  /** The bitmaps intersected, then the per-slot conditions read for those slots only. */
  #matches(conditions: readonly TalentCondition[]): Bitmap {
    const bitmaps = [this.#live];
    const reads: Exclude<Compiled, { bitmap: Bitmap }>[] = [];
    for (const condition of conditions) {
      const part = this.#compile(condition);
      if ('bitmap' in part) bitmaps.push(part.bitmap);
      else {
        if (part.within) bitmaps.push(part.within);
        reads.push(part);
      }
    }
    const candidates = intersect(bitmaps);
    if (!reads.length || candidates.size === 0) return candidates;
    // The candidates' slots, kept in place (the buffer is the pager's: read before the page is).
    const slots = this.#pager.list(candidates);
    let n = slots.length;
    for (const read of reads) {
      let kept = 0;
      if ('values' in read) {
        const { values, min, max } = read;
        for (let k = 0; k < n; k++) {
          const slot = slots[k]!;
          const value = values[slot]!;
          // NaN (a null column) is never within bounds, as NULL never is in SQL.
          if (value >= min && value <= max) slots[kept++] = slot;
        }
      } else {
        for (let k = 0; k < n; k++) if (read.test(slots[k]!)) slots[kept++] = slots[k]!;
      }
      n = kept;
    }
    return made(new RoaringBitmap32(slots.subarray(0, n)));
  }

  #compile(condition: TalentCondition): Compiled {
    switch (condition.type) {
      case 'anyOf':
        return { bitmap: this.#anyTerm(condition.terms) };
      case 'allOf':
        return { bitmap: intersect(condition.terms.map((term) => this.#terms.get(term) ?? empty())) };
      case 'noneOf':
        return { bitmap: made(RoaringBitmap32.andNot(this.#live, this.#anyTerm(condition.terms))) };
      case 'range':
        return { values: this.#numbers[condition.column], min: condition.min ?? -Infinity, max: condition.max ?? Infinity };
      case 'textRange': {
        const values = this.#texts[condition.column];
        const { min, max } = condition;
        return {
          test: (slot) => {
            const value = values[slot];
            return value !== null && value !== undefined && (min === undefined || value >= min) && (max === undefined || value <= max);
          },
        };
      }
      case 'keyword': {
        const texts = this.#searchText;
        const { text } = condition;
        return { test: (slot) => texts[slot]!.includes(text), ...(text.length >= 3 ? { within: this.#withTrigrams(text) } : {}) };
      }
      case 'every':
      case 'either': {
        const parts = condition.conditions.map((part) => this.#compile(part));
        if (parts.every((part) => 'bitmap' in part)) {
          const bitmaps = parts.map((part) => (part as { bitmap: Bitmap }).bitmap);
          return { bitmap: condition.type === 'every' ? intersect(bitmaps) : unionOf(bitmaps) };
        }
        const tests = parts.map((part): ((slot: number) => boolean) => {
          if ('bitmap' in part) return (slot) => part.bitmap.has(slot);
          if ('values' in part) return (slot) => part.values[slot]! >= part.min && part.values[slot]! <= part.max;
          return part.within ? (slot) => part.within!.has(slot) && part.test(slot) : part.test;
        });
        return { test: condition.type === 'every' ? (slot) => tests.every((test) => test(slot)) : (slot) => tests.some((test) => test(slot)) };
      }
    }
  }

  /** The resumes whose search_text has every trigram of `text` (3 characters or more). */
  #withTrigrams(text: string): Bitmap {
    const parts: Bitmap[] = [];
    for (let i = 0; i + 3 <= text.length; i++) {
      const bitmap = this.#trigrams.get(trigramAt(text, i));
      if (!bitmap) return empty();
      parts.push(bitmap);
    }
    return intersect(parts);
  }

  /** Resumes with any of the terms (a union of several is kept for this version: the same picks come again). */
  #anyTerm(terms: readonly string[]): Bitmap {
    const union = () => unionOf(terms.map((term) => this.#terms.get(term)).filter((b): b is Bitmap => b !== undefined));
    return terms.length > 1 ? this.#derived.get(`union ${terms.join(' ')}`, union) : union();
  }

  // ---- building ------------------------------------------------------------------------------

  #grow(min: number): void {
    if (min <= this.#capacity) return;
    const capacity = capacityFor(min, this.#capacity);
    this.#ids = grown(this.#ids, capacity);
    this.#views = grown(this.#views, capacity);
    for (const column of NUMBER_COLUMNS) this.#numbers[column] = grown(this.#numbers[column], capacity);
    this.#alive = grown(this.#alive, capacity);
    this.#byUpdated.rank = grown(this.#byUpdated.rank, capacity);
    this.#byViews.rank = grown(this.#byViews.rank, capacity);
    this.#pager.grow(capacity);
    this.#capacity = capacity;
  }

  #add(resume: IndexedResume, pending: Pending): number {
    const slot = this.#free.pop() ?? this.#next++;
    this.#grow(slot + 1);
    this.#slotById.set(resume.id, slot);
    this.#ids[slot] = resume.id;
    this.#views[slot] = resume.viewCount;
    this.#numbers.updated[slot] = resume.updated;
    this.#numbers.birthDay[slot] = resume.birthDay ?? Number.NaN;
    this.#numbers.careerMonths[slot] = resume.careerMonths ?? Number.NaN;
    this.#numbers.salaryMoreThan[slot] = resume.salaryMoreThan ?? Number.NaN;
    this.#texts.hourFrom[slot] = resume.hourFrom;
    this.#texts.hourTo[slot] = resume.hourTo;
    this.#searchText[slot] = resume.text;
    this.#alive[slot] = 1;
    const terms = resume.salaryType === null ? resume.terms : [...resume.terms, salaryTypeTerm(resume.salaryType)];
    for (const term of terms) pending.terms.add(pending.terms.term(term), 0, slot);
    const seen = new Set<number>();
    for (let i = 0; i + 3 <= resume.text.length; i++) {
      const trigram = trigramAt(resume.text, i);
      if (seen.has(trigram)) continue;
      seen.add(trigram);
      pending.trigrams.add(pending.trigrams.term(trigram), 0, slot);
    }
    return slot;
  }

  /** The pending postings into their bitmaps (one native call per term or trigram). */
  #flush(pending: Pending): void {
    pending.terms.drain((term, _, slots) => void bitmapIn(this.#terms, term).addMany(slots));
    pending.trigrams.drain((trigram, _, slots) => void bitmapIn(this.#trigrams, trigram).addMany(slots));
  }

  /** Takes the dead slots out of every bitmap and frees them. */
  #sweep(): void {
    const dead = this.#dead;
    for (const bitmap of [...this.#terms.values(), ...this.#trigrams.values()]) bitmap.andNotInPlace(dead);
    for (const slot of dead) this.#free.push(slot);
    dead.dispose();
    this.#dead = new RoaringBitmap32();
  }

  // ---- orders (ORDER BY updated_at DESC, id DESC | view_count DESC, id DESC) ------------------

  #compareUpdated = (a: number, b: number) => this.#numbers.updated[b]! - this.#numbers.updated[a]! || this.#ids[b]! - this.#ids[a]!;
  #compareViews = (a: number, b: number) => this.#views[b]! - this.#views[a]! || this.#ids[b]! - this.#ids[a]!;
}
