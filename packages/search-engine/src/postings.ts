/**
 * Postings gathered before they go into their bitmaps (an index's bulk load, or a batch of
 * changes): which slots have which term, per field of the term, kept in flat typed arrays and
 * handed over grouped by term, one native `addMany` per bitmap.
 *
 * Why not a JS array of slots per term (what the indexes did): a jobs build makes ~115 postings an
 * ad, ~2.3 million per 20,000 ads in a few thousand arrays that grow one push at a time (V8 copies
 * an array that outgrows its room and leaves the old one as garbage: 11% of a build's CPU was the
 * collector), then each is copied into a Uint32Array for `addMany`. Here a term is a number (one
 * Map lookup, as before) and a posting two uint32s; `drain` groups them with a counting sort (two
 * passes over the arrays) and gives each group as a view of one buffer.
 */
/** `Term`: what names a term (a word, a token; a number such as a trigram's). */
export class Postings<Term = string> {
  readonly #fields: number;
  #idOf = new Map<Term, number>();
  #terms: Term[] = [];
  /** Per posting: its term's id × fields + field, and its slot. */
  #keys: Uint32Array;
  #slots: Uint32Array;
  #count = 0;

  /** `fields`: how many fields a term may be posted in (1 when a term has no fields). */
  constructor(fields = 1, capacity = 1 << 12) {
    this.#fields = fields;
    this.#keys = new Uint32Array(capacity);
    this.#slots = new Uint32Array(capacity);
  }

  get size(): number {
    return this.#count;
  }

  /** The term's number in this batch (for `add`): one lookup for all its fields. */
  term(term: Term): number {
    let id = this.#idOf.get(term);
    if (id === undefined) {
      id = this.#terms.push(term) - 1;
      this.#idOf.set(term, id);
    }
    return id;
  }

  /** `slot` has the term numbered `term` (see `term`) in `field` (0 to fields - 1). */
  add(term: number, field: number, slot: number): void {
    if (this.#count === this.#keys.length) this.#grow();
    this.#keys[this.#count] = term * this.#fields + field;
    this.#slots[this.#count++] = slot;
  }

  /**
   * Each (term, field) with its slots in the order added, then empties the batch (its buffers are
   * kept for the next). `slots` is a view of a buffer the next call overwrites: use it at once
   * (a bitmap's `addMany` copies it).
   */
  drain(visit: (term: Term, field: number, slots: Uint32Array) => void): void {
    const groups = this.#terms.length * this.#fields;
    const count = this.#count;
    const keys = this.#keys;
    // starts[g] = where group g begins in the sorted slots; then the slots scattered there in order.
    const starts = new Uint32Array(groups + 1);
    for (let i = 0; i < count; i++) starts[keys[i]! + 1]!++;
    for (let g = 0; g < groups; g++) starts[g + 1]! += starts[g]!;
    const at = starts.slice(0, groups);
    const sorted = new Uint32Array(count);
    for (let i = 0; i < count; i++) sorted[at[keys[i]!]!++] = this.#slots[i]!;
    for (let g = 0; g < groups; g++) {
      const [from, to] = [starts[g]!, starts[g + 1]!];
      if (from < to) visit(this.#terms[Math.floor(g / this.#fields)]!, g % this.#fields, sorted.subarray(from, to));
    }
    this.#idOf = new Map();
    this.#terms = [];
    this.#count = 0;
  }

  #grow(): void {
    const capacity = this.#keys.length * 2;
    const keys = new Uint32Array(capacity);
    keys.set(this.#keys);
    const slots = new Uint32Array(capacity);
    slots.set(this.#slots);
    this.#keys = keys;
    this.#slots = slots;
  }
}
