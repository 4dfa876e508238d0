/**
 * The in-memory search index of the ongoing ads (services/jobs/docs/design.md 'Search index'): the
 * same search as the SQL statement (search-job-ads.ts), answered from compressed bitmaps. PostgreSQL
 * stays the record: the index is built from job_ad_search and follows its changes (live.ts).
 *
 * - Every ad has a slot (a small integer); a bitmap (roaring, CRoaring through its native addon)
 *   per filter token ('#p#1300000000', '#u#010D#15000', ...: job_ad_search.filter_vector's own), per
 *   word of title (A), company name (B) and description (C), per (from, to) of working hours and
 *   per map cell: a grid of 1 degree whose cells hold cells of 0.1 and those of 0.01 degree, so that
 *   a box takes the bitmaps of the big cells wholly inside it and looks into the small ones only
 *   along its edges.
 * - Two orders of the live slots, by createdAt (newest first) and by salary (highest first, none
 *   last), id breaking ties, with each slot's rank in both: a page is the first slots of an order
 *   that are in the matches (walked asking the bitmap when matches are common, over marks when
 *   less so), or the matches' smallest ranks (#page).
 * - A changed ad gets a new slot; the old one is dead (out of `live`, which every answer is ANDed
 *   with) until a sweep takes dead slots out of every bitmap and frees them for reuse.
 *
 * Evaluation mirrors the SQL term by term: `SearchTerms.sets` (OR of tokens in groups, ANDed), `conditions`
 * (salary at least, hours, only these days, created since, the map's box) and the text terms'
 * plans (search-terms.ts `planQueries`: the same tiers).
 */
import type { OrderKey } from '@phjobs/contracts/jobs';
import { bitmapIn, empty, intersect, made, RoaringBitmap32, unionOf, withScratch, type Bitmap } from '@phjobs/search-engine/bitmaps';
import { DERIVED_BYTES, DerivedSets } from '@phjobs/search-engine/derived';
import { capacityFor, grown, merge, noOrder, ordered, Pager, type Order } from '@phjobs/search-engine/orders';
import { Postings } from '@phjobs/search-engine/postings';
import roaring from 'roaring';
import { salaryBoundaries, type IndexCondition, type SearchTerms, type TextPlan, type TokenSet } from '../search-terms.ts';
import type { SalaryUnitCode } from '@phjobs/contracts/codes';
import { eachLexeme, WEIGHT } from './tsvector.ts';

/** An ongoing ad as the index reads it from job_ad_search (and job_ad's working hours). */
export type IndexedAd<Card = unknown> = {
  id: number;
  /** What a list shows of it, kept with it (live.ts: job_ad's card columns), so that a page needs no read. */
  card?: Card;
  createdMs: number;
  salary: number | null;
  lat: number | null;
  lng: number | null;
  hourFrom: string | null;
  hourTo: string | null;
  /** filter_vector as text. */
  vector: string;
};

/** A page: the ads' ids in order, their cards as added (undefined where none was), the count of all matches. */
export type IndexPage<Card = unknown> = { ids: number[]; cards: (Card | undefined)[]; total: number };

/** Word fields by their tsvector weight: A title, B company name, C description. */
const FIELDS = { A: 0, B: 1, C: 2 } as const;
const fieldsOf = (weights: string): number[] => [...weights].map((w) => FIELDS[w as keyof typeof FIELDS]);

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
/**
 * The map grid's cells per degree, coarsest first: 1, 0.1 and 0.01 degree (about 1.1 km). An ad is
 * in one cell of each level; a cell holds the cells of the next level that have ads.
 */
const GRID = [1, 10, 100] as const;
const FINEST = GRID.length - 1;
const EPSILON = 1e-9;
/**
 * A map box among at most this many ads is checked ad by ad (#inBox: a few ns each), else
 * gathered from the grid (#box: unions of its cells, which cost the same however few ads the
 * rest of the search leaves).
 */
const BOX_AMONG = 20_000;
type BoxCondition = Extract<IndexCondition, { type: 'box' }>;
/** Ads whose postings are gathered (Postings) before they go into the bitmaps: a read batch of live.ts. */
const FLUSH_EVERY = 20_000;

export type SearchIndexOptions = {
  /** Bytes of derived sets kept between searches (default 32 MB; a test makes it 0 to push each out at once). */
  derivedBytes?: number;
  /** A map box among at most this many ads is checked ad by ad (default BOX_AMONG; tests take both ways). */
  boxAmong?: number;
};

type Pending = {
  ads: number;
  live: number[];
  /** Per word: the slots having it in the title (A, field 0), company name (B, 1), description (C, 2); per filter token (field TOKEN). */
  postings: Postings;
  hours: Map<string, number[]>;
  /** Per cell of the finest level (cellKey). */
  cells: Map<number, { lat: number; lng: number; slots: number[] }>;
};
/** Postings' field of a filter token (a word's are FIELDS'). */
const TOKEN = 3;
const newPending = (): Pending => ({ ads: 0, live: [], postings: new Postings(TOKEN + 1), hours: new Map(), cells: new Map() });

/**
 * A salary unit's ads in salary order (highest first, none unpaid) with their salaries, and
 * bitmaps of each BUCKET of them in that order, made when first needed (#run).
 */
type UnitList = { slots: Uint32Array; salaries: Float64Array; buckets: (Bitmap | undefined)[] };
const BUCKET = 1024;
/** A map cell: [lat, lat + 1) / GRID[level] by [lng, lng + 1) / GRID[level] degrees. */
type Cell = { level: number; lat: number; lng: number; bitmap: Bitmap; children: Cell[] };
/** A cell's key in its level's map (lat and lng are cell indexes, negative in the south and west). */
const cellKey = (lat: number, lng: number) => (lat + 20_000) * 100_000 + (lng + 40_000);
type Hours = { from: string | null; to: string | null; bitmap: Bitmap };

export class SearchIndex<Card = unknown> {
  #capacity = 0;
  #next = 0;
  #ids = new Float64Array(0);
  #created = new Float64Array(0);
  #salary = new Float64Array(0);
  #lat = new Float64Array(0);
  #lng = new Float64Array(0);
  #alive = new Uint8Array(0);
  /** Reads pages (and lists bitmaps) with buffers sized for every slot. */
  readonly #pager = new Pager();
  /** #inBox's buffer of the ads it keeps (sized for every slot once first needed). */
  #boxBuffer = new Uint32Array(0);
  /** Each slot's card as given (live.ts: the JSON text of its values, card.ts). */
  #cards: (Card | undefined)[] = [];
  readonly #slotById = new Map<number, number>();
  readonly #free: number[] = [];
  #live: Bitmap = empty();
  #dead: Bitmap = empty();

  readonly #tokens = new Map<string, Bitmap>();
  readonly #words: [Map<string, Bitmap>, Map<string, Bitmap>, Map<string, Bitmap>] = [new Map(), new Map(), new Map()];
  #vocabulary: (string[] | null)[] = [null, null, null];
  readonly #hours = new Map<string, Hours>();
  /** The map grid's cells by level (GRID) and cellKey. */
  readonly #cells: Map<number, Cell>[] = GRID.map(() => new Map());
  #units: (string | null)[] = [];
  #unitOf = new Uint8Array(0);

  #byCreated: Order = noOrder();
  #bySalary: Order = noOrder();

  /** Postings not yet in their bitmaps (gathered in JS arrays, then one native call per bitmap). */
  #pending = newPending();
  /** Sets derived for queries (prefix unions, created-since, salary runs, unions of several tokens), valid for one version. */
  readonly #derived: DerivedSets;
  #unitLists = new Map<string, UnitList>();
  #version = 0;

  readonly #boxAmong: number;

  private constructor({ derivedBytes = DERIVED_BYTES, boxAmong = BOX_AMONG }: SearchIndexOptions) {
    this.#derived = new DerivedSets({ maxBytes: derivedBytes });
    this.#boxAmong = boxAmong;
  }

  /** Builds the index from every ongoing ad (in any order). */
  static build<C = unknown>(ads: Iterable<IndexedAd<C>>, options: SearchIndexOptions = {}): SearchIndex<C> {
    const builder = SearchIndex.builder<C>(options);
    builder.add(ads);
    return builder.finish();
  }

  /** For loaders that read in batches: add, then finish() once. */
  static builder<C = unknown>(options: SearchIndexOptions = {}): { add(ads: Iterable<IndexedAd<C>>): void; finish(): SearchIndex<C> } {
    const index = new SearchIndex<C>(options);
    return {
      add: (ads) => {
        for (const ad of ads) index.#add(ad);
      },
      finish: () => {
        index.#flush();
        index.#pending = newPending();
        index.#sortAll();
        index.#optimize();
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

  has(id: number): boolean {
    return this.#slotById.has(id);
  }

  /** Bytes held: the bitmaps (CRoaring's own count) and the typed arrays; the maps' keys are not counted. */
  memory(): { bitmaps: number; arrays: number; slots: number } {
    const arrays = [this.#ids, this.#created, this.#salary, this.#lat, this.#lng, this.#alive, this.#unitOf, this.#byCreated.slots, this.#byCreated.rank, this.#bySalary.slots, this.#bySalary.rank].reduce((sum, a) => sum + a.byteLength, 0);
    return { bitmaps: roaring.getRoaringUsedMemory(), arrays, slots: this.#next };
  }

  /**
   * Applies changes read from PostgreSQL: `upserts` are the ads as they are now (ongoing), `removed`
   * the ids no longer ongoing (or gone). Each upserted ad takes a new slot.
   */
  apply(upserts: readonly IndexedAd<Card>[], removed: readonly number[]): void {
    const killed: number[] = [];
    for (const id of [...removed, ...upserts.map((ad) => ad.id)]) {
      const slot = this.#slotById.get(id);
      if (slot === undefined) continue;
      this.#slotById.delete(id);
      this.#alive[slot] = 0;
      this.#cards[slot] = undefined;
      killed.push(slot);
    }
    if (killed.length) {
      const gone = new RoaringBitmap32(killed);
      this.#live.andNotInPlace(gone);
      this.#dead.orInPlace(gone);
    }
    const added: number[] = [];
    for (const ad of upserts) added.push(this.#add(ad));
    this.#flush();
    this.#mergeOrders(added);
    this.#version++;
    this.#derived.clear();
    for (const list of this.#unitLists.values()) for (const bucket of list.buckets) bucket?.dispose();
    this.#unitLists = new Map();
    // Dead slots cost every bitmap a little and hold their slot: swept once they are many.
    if (this.#dead.size > Math.max(1_000, this.#live.size / 20)) this.#sweep();
  }

  /**
   * The page and the count of a search, exactly as the SQL statement answers them: the terms of
   * the list call and filter (search-job-ads.ts `combine`), ordered by `key` (and the first
   * keyword's tiers), `limit` ads from `offset`.
   */
  search(terms: SearchTerms, key: OrderKey, offset: number, limit: number): IndexPage<Card> {
    return withScratch(
      () => this.#search(terms, key, offset, limit),
      (bitmap) => this.#derived.kept(bitmap),
    );
  }

  #search(terms: SearchTerms, key: OrderKey, offset: number, limit: number): IndexPage<Card> {
    const parts: Bitmap[] = [this.#live];
    for (const set of terms.sets) parts.push(this.#anyOf(set));
    const boxes: BoxCondition[] = [];
    for (const condition of terms.conditions) {
      if (condition.type === 'box') boxes.push(condition);
      else parts.push(this.#condition(condition));
    }
    let filtered = intersect(parts);
    // The map's box last: among few ads, each one's place is looked at; among many, the grid's cells answer.
    for (const box of boxes) filtered = filtered.size <= this.#boxAmong ? this.#inBox(filtered, box) : intersect([filtered, this.#box(box)]);
    let matches = filtered;
    let tiers: Bitmap[] | null = null;
    if (terms.text.length) {
      matches = intersect([filtered, ...terms.text.map((term) => this.#textMatch(term.plan))]);
      if (matches.size === 0 && terms.text.some((term) => term.plan.fallback)) {
        matches = intersect([filtered, ...terms.text.map((term) => (term.plan.fallback ? this.#inside(term.plan) : this.#textMatch(term.plan)))]);
      } else if (terms.text[0]!.plan.words.length > 0) {
        // The first keyword ranks when it has words (its SQL's `rank`: search-terms.ts planQueries).
        tiers = this.#tiers(terms.text[0]!.plan);
      }
    }
    const total = matches.size;
    const order = key === 'createdAt' ? this.#byCreated : this.#bySalary;
    const slots: number[] = [];
    if (offset < total && limit > 0) {
      if (!tiers) {
        this.#pager.page(matches, order, offset, limit, slots);
      } else {
        // Tier by tier (0 first), each in the order: the page may span two.
        let skip = offset;
        let left = limit;
        let seen = empty();
        for (const tier of [...tiers, null]) {
          const inTier = made(tier ? RoaringBitmap32.and(matches, tier) : matches.clone());
          inTier.andNotInPlace(seen);
          const size = inTier.size;
          if (skip >= size) skip -= size;
          else {
            const before = slots.length;
            this.#pager.page(inTier, order, skip, left, slots);
            left -= slots.length - before;
            skip = 0;
          }
          if (left <= 0 || !tier) break;
          seen = made(RoaringBitmap32.or(seen, inTier));
        }
      }
    }
    return { ids: slots.map((slot) => this.#ids[slot]!), cards: slots.map((slot) => this.#cards[slot]), total };
  }

  // ---- building ------------------------------------------------------------------------------

  #grow(min: number): void {
    if (min <= this.#capacity) return;
    const capacity = capacityFor(min, this.#capacity);
    this.#ids = grown(this.#ids, capacity);
    this.#created = grown(this.#created, capacity);
    this.#salary = grown(this.#salary, capacity);
    this.#lat = grown(this.#lat, capacity);
    this.#lng = grown(this.#lng, capacity);
    this.#alive = grown(this.#alive, capacity);
    this.#pager.grow(capacity);
    this.#unitOf = grown(this.#unitOf, capacity);
    this.#byCreated.rank = grown(this.#byCreated.rank, capacity);
    this.#bySalary.rank = grown(this.#bySalary.rank, capacity);
    this.#capacity = capacity;
  }

  #add(ad: IndexedAd<Card>): number {
    const slot = this.#free.pop() ?? this.#next++;
    this.#grow(slot + 1);
    this.#slotById.set(ad.id, slot);
    this.#cards[slot] = ad.card;
    this.#ids[slot] = ad.id;
    this.#created[slot] = ad.createdMs;
    this.#salary[slot] = ad.salary ?? Number.NaN;
    this.#lat[slot] = ad.lat ?? Number.NaN;
    this.#lng[slot] = ad.lng ?? Number.NaN;
    this.#alive[slot] = 1;
    this.#unitOf[slot] = 0;
    const pending = this.#pending;
    pending.live.push(slot);
    const postings = pending.postings;
    eachLexeme(ad.vector, (lexeme, weights) => {
      if (lexeme.charCodeAt(0) === 35 /* # */) {
        // A filter token: no word begins with '#'.
        postings.add(postings.term(lexeme), TOKEN, slot);
        // '#u#010D' (not '#u#010D#15000'): the salary unit.
        if (lexeme.length === 7 && lexeme.startsWith('#u#')) this.#unitOf[slot] = this.#unitIndex(lexeme.slice(3));
        return;
      }
      const term = postings.term(lexeme);
      if (weights & WEIGHT.A) postings.add(term, FIELDS.A, slot);
      if (weights & WEIGHT.B) postings.add(term, FIELDS.B, slot);
      if (weights & WEIGHT.C) postings.add(term, FIELDS.C, slot);
    });
    const hours = `${ad.hourFrom ?? ''}|${ad.hourTo ?? ''}|${ad.hourFrom === null ? 0 : 1}${ad.hourTo === null ? 0 : 1}`;
    let hourList = pending.hours.get(hours);
    if (!hourList) pending.hours.set(hours, (hourList = []));
    hourList.push(slot);
    if (ad.lat !== null && ad.lng !== null) {
      const lat = Math.floor(ad.lat * GRID[FINEST]!);
      const lng = Math.floor(ad.lng * GRID[FINEST]!);
      const key = cellKey(lat, lng);
      let cell = pending.cells.get(key);
      if (!cell) pending.cells.set(key, (cell = { lat, lng, slots: [] }));
      cell.slots.push(slot);
    }
    if (++pending.ads >= FLUSH_EVERY) this.#flush();
    return slot;
  }

  #unitIndex(unit: string): number {
    let i = this.#units.indexOf(unit);
    if (i < 0) {
      if (this.#units.length === 0) this.#units.push(null);
      i = this.#units.push(unit) - 1;
    }
    return i;
  }

  /** The pending postings into their bitmaps (one native call per bitmap). */
  #flush(): void {
    const pending = this.#pending;
    const add = (bitmap: Bitmap, slots: number[]) => bitmap.addMany(Uint32Array.from(slots));
    if (pending.live.length) add(this.#live, pending.live);
    pending.postings.drain((term, field, slots) => {
      if (field === TOKEN) return void bitmapIn(this.#tokens, term.slice(1)).addMany(slots);
      const words = this.#words[field]!;
      if (!words.has(term)) this.#vocabulary[field] = null;
      bitmapIn(words, term).addMany(slots);
    });
    for (const [key, slots] of pending.hours) {
      let hours = this.#hours.get(key);
      if (!hours) {
        const [from, to, present] = key.split('|') as [string, string, string];
        hours = { from: present[0] === '1' ? from : null, to: present[1] === '1' ? to : null, bitmap: empty() };
        this.#hours.set(key, hours);
      }
      add(hours.bitmap, slots);
    }
    for (const [, { lat, lng, slots }] of pending.cells) for (const cell of this.#cellPath(lat, lng)) add(cell.bitmap, slots);
    // The postings' buffers are kept for the next flush (a build's grow to ~50,000 ads' postings once); finish() lets them go.
    this.#pending = { ...newPending(), postings: pending.postings };
  }

  /** The cells holding the finest cell (lat, lng), coarsest first, made where missing. */
  #cellPath(lat: number, lng: number): Cell[] {
    const path: Cell[] = [];
    let parent: Cell | undefined;
    for (let level = 0; level < GRID.length; level++) {
      const shrink = GRID[FINEST]! / GRID[level]!;
      const [la, ln] = [Math.floor(lat / shrink), Math.floor(lng / shrink)];
      const cells = this.#cells[level]!;
      let cell = cells.get(cellKey(la, ln));
      if (!cell) {
        cell = { level, lat: la, lng: ln, bitmap: empty(), children: [] };
        cells.set(cellKey(la, ln), cell);
        parent?.children.push(cell);
      }
      path.push(cell);
      parent = cell;
    }
    return path;
  }

  /** Every bitmap of the index but #live and #dead. */
  #bitmaps(): Bitmap[] {
    return [
      ...this.#tokens.values(),
      ...this.#words.flatMap((m) => [...m.values()]),
      ...[...this.#hours.values()].map((h) => h.bitmap),
      ...this.#cells.flatMap((level) => [...level.values()].map((c) => c.bitmap)),
    ];
  }

  #optimize(): void {
    for (const bitmap of [...this.#bitmaps(), this.#live]) {
      bitmap.runOptimize();
      bitmap.shrinkToFit();
    }
  }

  /** Takes the dead slots out of every bitmap and frees them. */
  #sweep(): void {
    const dead = this.#dead;
    for (const bitmap of this.#bitmaps()) bitmap.andNotInPlace(dead);
    for (const slot of dead) this.#free.push(slot);
    this.#dead = empty();
  }

  // ---- orders --------------------------------------------------------------------------------

  #compareCreated = (a: number, b: number) => this.#created[b]! - this.#created[a]! || this.#ids[b]! - this.#ids[a]!;
  #compareSalary = (a: number, b: number) => {
    const sa = this.#salary[a]!;
    const sb = this.#salary[b]!;
    const na = Number.isNaN(sa);
    const nb = Number.isNaN(sb);
    if (na !== nb) return na ? 1 : -1;
    return (na ? 0 : sb - sa) || this.#ids[b]! - this.#ids[a]!;
  };

  #sortAll(): void {
    const slots = this.#live.toUint32Array();
    this.#byCreated = ordered(slots.slice().sort(this.#compareCreated), this.#byCreated.rank);
    this.#bySalary = ordered(slots.sort(this.#compareSalary), this.#bySalary.rank);
  }

  #mergeOrders(added: number[]): void {
    this.#byCreated = ordered(merge(this.#byCreated.slots, this.#alive, added, this.#compareCreated), this.#byCreated.rank);
    this.#bySalary = ordered(merge(this.#bySalary.slots, this.#alive, added, this.#compareSalary), this.#bySalary.rank);
  }

  // ---- terms ---------------------------------------------------------------------------------

  /** Ads with any of a set's groups (TokenSet): each group's union and a union of several groups are kept for this version. */
  #anyOf(set: TokenSet): Bitmap {
    if (set.length === 1) return this.#anyToken(set[0]!);
    return this.#derived.get(`union ${set.map((group) => group.join(' ')).join(' | ')}`, () => unionOf(set.map((group) => this.#anyToken(group))));
  }

  /** Ads with any of the tokens (a union of several is kept for this version: the same picks come again). */
  #anyToken(names: readonly string[]): Bitmap {
    const union = () => unionOf(names.map((name) => this.#tokens.get(name)).filter((b): b is Bitmap => b !== undefined));
    return names.length > 1 ? this.#derived.get(`union ${names.join(' ')}`, union) : union();
  }

  #condition(condition: IndexCondition): Bitmap {
    switch (condition.type) {
      case 'since':
        return this.#derived.get(`since ${condition.ms}`, () => {
          const slots = this.#byCreated.slots;
          // Newest first: the ads created at or after `ms` are a prefix.
          let lo = 0;
          let hi = slots.length;
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.#created[slots[mid]!]! >= condition.ms) lo = mid + 1;
            else hi = mid;
          }
          return made(new RoaringBitmap32(slots.subarray(0, lo)));
        });
      case 'salaryAtLeast':
        return this.#derived.get(`salary ${condition.unit} ${condition.amount}`, () => this.#salaryAtLeast(condition.unit, condition.amount));
      case 'onlyDays': {
        const inside = this.#anyToken(condition.days.map((day) => `d#${day}`));
        const outside = this.#anyToken(WEEKDAYS.filter((day) => !condition.days.includes(day)).map((day) => `d#${day}`));
        const only = made(RoaringBitmap32.andNot(inside, outside));
        return condition.negotiable ? made(RoaringBitmap32.or(only, this.#anyToken(['wdn']))) : only;
      }
      case 'hours': {
        const inside = [...this.#hours.values()].filter((hours) => hoursInside(hours, condition.from, condition.to)).map((hours) => hours.bitmap);
        if (condition.negotiable) inside.push(this.#anyToken(['whn']));
        return unionOf(inside);
      }
      case 'box':
        return this.#box(condition);
    }
  }

  /** The ads of `among` inside the box, each one's place looked at (what #box answers, for few ads). */
  #inBox(among: Bitmap, { south, north, west, east }: BoxCondition): Bitmap {
    const lats = this.#lat;
    const lngs = this.#lng;
    const slots = this.#pager.list(among);
    if (this.#boxBuffer.length < slots.length) this.#boxBuffer = new Uint32Array(this.#capacity);
    const inside = this.#boxBuffer;
    let kept = 0;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const lat = lats[slot]!;
      const lng = lngs[slot]!;
      if (lat >= south && lat <= north && (west > east ? lng >= west || lng <= east : lng >= west && lng <= east)) inside[kept++] = slot;
    }
    return made(new RoaringBitmap32(inside.subarray(0, kept)));
  }

  /**
   * Ads of the unit paying at least `amount`: those between the amount and the next boundary of
   * the unit (a run of the unit's ads in salary order), and the token of that boundary.
   */
  #salaryAtLeast(unit: string, amount: number): Bitmap {
    const list = this.#unitList(unit);
    const next = unit === '010F' ? undefined : salaryBoundaries(unit as SalaryUnitCode).find((b) => b > amount);
    // Highest first: [from, to) holds amount <= salary < next.
    const to = lowerIndex(list.salaries, amount);
    const from = next === undefined ? 0 : lowerIndex(list.salaries, next);
    const parts = this.#run(list, from, to);
    if (next !== undefined) parts.push(this.#anyToken([`u#${unit}#${next}`]));
    return unionOf(parts);
  }

  /**
   * The ads at [from, to) of a unit's list, as bitmaps: its whole buckets (made once a version)
   * and one made of the few ads at the run's ends. A bitmap made of all the run's ads (up to
   * hundreds of thousands, in no slot order) cost ~9% of an uncached call at 1,000,000 ads.
   */
  #run(list: UnitList, from: number, to: number): Bitmap[] {
    const parts: Bitmap[] = [];
    let edge: Bitmap | null = null;
    for (let i = from; i < to; ) {
      const bucket = Math.floor(i / BUCKET);
      const [start, end] = [bucket * BUCKET, Math.min((bucket + 1) * BUCKET, list.slots.length)];
      if (i === start && end <= to) {
        parts.push((list.buckets[bucket] ??= new RoaringBitmap32(list.slots.subarray(start, end))));
        i = end;
      } else {
        const stop = Math.min(end, to);
        if (edge) edge.addMany(list.slots.subarray(i, stop));
        else edge = made(new RoaringBitmap32(list.slots.subarray(i, stop)));
        i = stop;
      }
    }
    if (edge) parts.push(edge);
    return parts;
  }

  #unitList(unit: string): UnitList {
    let list = this.#unitLists.get(unit);
    if (!list) {
      const index = this.#units.indexOf(unit);
      const order = this.#bySalary.slots;
      const slots: number[] = [];
      for (let i = 0; i < order.length; i++) {
        const slot = order[i]!;
        if (this.#unitOf[slot] === index && index > 0 && !Number.isNaN(this.#salary[slot]!)) slots.push(slot);
      }
      const typed = Uint32Array.from(slots);
      list = { slots: typed, salaries: Float64Array.from(typed, (slot) => this.#salary[slot]!), buckets: [] };
      this.#unitLists.set(unit, list);
    }
    return list;
  }

  /**
   * The ads in the box: from the coarsest cells down, a cell wholly inside gives its bitmap, a cell
   * across an edge its cells of the next level, and a finest cell across an edge its ads one by one.
   */
  #box({ south, north, west, east }: BoxCondition): Bitmap {
    const wraps = west > east;
    const lngInside = wraps ? (lng: number) => lng >= west || lng <= east : (lng: number) => lng >= west && lng <= east;
    const whole: Bitmap[] = [];
    const some: number[] = [];
    const visit = (cell: Cell) => {
      const size = GRID[cell.level]!;
      const [latLow, latHigh] = [cell.lat / size, (cell.lat + 1) / size];
      const [lngLow, lngHigh] = [cell.lng / size, (cell.lng + 1) / size];
      if (latHigh < south - EPSILON || latLow > north + EPSILON) return;
      if (!wraps && (lngHigh < west - EPSILON || lngLow > east + EPSILON)) return;
      if (wraps && lngLow > east + EPSILON && lngHigh < west - EPSILON) return;
      const latWhole = latLow > south + EPSILON && latHigh < north - EPSILON;
      const lngWhole = wraps ? lngLow > west + EPSILON || lngHigh < east - EPSILON : lngLow > west + EPSILON && lngHigh < east - EPSILON;
      if (latWhole && lngWhole) whole.push(cell.bitmap);
      else if (cell.children.length) cell.children.forEach(visit);
      else
        for (const slot of this.#pager.list(cell.bitmap)) {
          const lat = this.#lat[slot]!;
          if (this.#alive[slot] && lat >= south && lat <= north && lngInside(this.#lng[slot]!)) some.push(slot);
        }
    };
    for (const cell of this.#cells[0]!.values()) visit(cell);
    if (some.length) whole.push(made(new RoaringBitmap32(some)));
    return unionOf(whole);
  }

  // ---- keywords ------------------------------------------------------------------------------

  /** Ads with the word (or a synonym) as a whole word in one of the fields. */
  #exact(words: readonly string[], fields: number[]): Bitmap[] {
    const found: Bitmap[] = [];
    for (const field of fields) for (const word of words) {
      const bitmap = this.#words[field]!.get(word);
      if (bitmap) found.push(bitmap);
    }
    return found;
  }

  /** Ads with a word beginning with `prefix` in the field (a union, kept for this version). */
  #prefixed(prefix: string, field: number): Bitmap {
    return this.#derived.get(`prefix ${field} ${prefix}`, () => {
      const vocabulary = this.#vocabularyOf(field);
      const found: Bitmap[] = [];
      for (let i = lowerString(vocabulary, prefix); i < vocabulary.length && vocabulary[i]!.startsWith(prefix); i++) found.push(this.#words[field]!.get(vocabulary[i]!)!);
      return unionOf(found);
    });
  }

  #vocabularyOf(field: number): string[] {
    let vocabulary = this.#vocabulary[field];
    if (!vocabulary) {
      vocabulary = [...this.#words[field]!.keys()].sort();
      this.#vocabulary[field] = vocabulary;
    }
    return vocabulary;
  }

  /** Per word: a prefix of a word of `fields`, or a synonym (whole word) there. */
  #prefixOrSynonym(alternatives: readonly string[], fields: number[]): Bitmap {
    return unionOf([...fields.map((field) => this.#prefixed(alternatives[0]!, field)), ...this.#exact(alternatives.slice(1), fields)]);
  }

  /**
   * What a text term matches (search-terms.ts `planQueries` match, or its named tokens). A broad
   * one (broadPlan) is kept for this version, as the same keyword comes with other filters: 'a'
   * unions hundreds of words and named places, ~30 ms at 800,000 ads. Others are made each time
   * (kept, they cost more than they save: 100,000 ads, in process, 125-132 -> 142-190 µs a search).
   */
  #textMatch(plan: TextPlan): Bitmap {
    return this.#keptAs(broadPlan(plan), `text ${planKey(plan)}`, () => {
      const names = plan.names?.length ? this.#anyToken(plan.names) : null;
      if (plan.words.length === 0) return names ?? empty();
      const fields = fieldsOf(plan.strong + plan.weak);
      const words = intersect(plan.words.map((alternatives) => this.#prefixOrSynonym(alternatives, fields)));
      return names ? made(RoaringBitmap32.or(words, names)) : words;
    });
  }

  /** The tiers 0, 1 (and 2) of `planQueries`: each set includes the ones before it; a broad plan's kept for this version. */
  #tiers(plan: TextPlan): Bitmap[] {
    const strong = fieldsOf(plan.strong);
    const weak = fieldsOf(plan.weak);
    const broad = broadPlan(plan);
    const key = broad ? planKey(plan) : '';
    const tiers = [
      this.#keptAs(broad, `tier0 ${key}`, () => intersect(plan.words.map((alternatives) => unionOf(this.#exact(alternatives, strong))))),
      this.#keptAs(broad, `tier1 ${key}`, () => intersect(plan.words.map((alternatives) => this.#prefixOrSynonym(alternatives, strong)))),
    ];
    if (weak.length) tiers.push(this.#keptAs(broad, `tier2 ${key}`, () => intersect(plan.words.map((alternatives) => unionOf([this.#prefixOrSynonym(alternatives, strong), ...this.#exact(alternatives, weak)])))));
    return tiers;
  }

  /** `make()`, or (`keep`) a derived set kept under `key` (DerivedSets copies one that another entry keeps). */
  #keptAs(keep: boolean, key: string, make: () => Bitmap): Bitmap {
    return keep ? this.#derived.get(key, make) : make();
  }

  /** The fallback: each word inside a word of title or company name (job_ad_search.words LIKE). */
  #inside(plan: TextPlan): Bitmap {
    return intersect(
      plan.words.map(([word]) =>
        this.#derived.get(`inside ${word}`, () => {
          const found: Bitmap[] = [];
          for (const field of [FIELDS.A, FIELDS.B]) for (const [lexeme, bitmap] of this.#words[field]) if (lexeme.includes(word!)) found.push(bitmap);
          return unionOf(found);
        }),
      ),
    );
  }
}

// ---- helpers ---------------------------------------------------------------------------------


/** A keyword of a letter or two, or one naming many specializations or places: its sets union hundreds of bitmaps. */
const broadPlan = (plan: TextPlan) => (plan.names?.length ?? 0) > 16 || plan.words.some((alternatives) => alternatives[0]!.length <= 2);
/** A text plan as a key of derived sets: its fields, its words with their synonyms, its named tokens. */
const planKey = (plan: TextPlan) => `${plan.strong}|${plan.weak}|${plan.words.map((alternatives) => alternatives.join(',')).join(' ')}|${plan.names?.join(' ') ?? ''}`;

/** In `values` sorted highest first: the first index whose value is below `bound`. */
function lowerIndex(values: Float64Array, bound: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! >= bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** In sorted strings: the first index not before `prefix`. */
function lowerString(values: string[], prefix: string): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** search-terms.ts `hourRange` on one (from, to) of ads: a null hour is never inside. */
function hoursInside(hours: Hours, from: string | undefined, to: string | undefined): boolean {
  const { from: hf, to: ht } = hours;
  if (from && to && from > to) {
    if (hf === null || ht === null) return false;
    return (hf <= ht && (hf >= from || ht <= to)) || (hf > ht && hf >= from && ht <= to);
  }
  if (from && (hf === null || !(hf >= from))) return false;
  if (to && (ht === null || !(ht <= to))) return false;
  if (from && to && (hf === null || ht === null || !(hf <= ht))) return false;
  return true;
}
