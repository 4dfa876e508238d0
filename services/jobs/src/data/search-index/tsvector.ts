/**
 * Reads PostgreSQL's text form of a tsvector (`'cook':1A,7C '#p#1300000000' ...`): each lexeme and
 * the weights of its positions. The search index takes the ad's words and filter tokens from
 * job_ad_search.filter_vector itself, so that it knows exactly what the SQL search matches.
 */

/** Bits of `Lexeme.weights`: a position of weight A (title), B (company name), C (description), D (none given). */
export const WEIGHT = { A: 1, B: 2, C: 4, D: 8 } as const;

/**
 * Calls `visit(lexeme, weights)` for each lexeme; `weights` is 0 for a lexeme without positions
 * (the '#' filter tokens), else the WEIGHT bits of its positions.
 */
export function eachLexeme(text: string, visit: (lexeme: string, weights: number) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    // A lexeme: '...' with '' for a quote and \x for x.
    while (i < n && text.charCodeAt(i) !== 39) i++;
    if (i >= n) return;
    i++;
    let start = i;
    let lexeme = '';
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 92 /* \ */) {
        lexeme += text.slice(start, i) + text[i + 1];
        i += 2;
        start = i;
      } else if (c === 39 /* ' */) {
        if (text.charCodeAt(i + 1) === 39) {
          lexeme += text.slice(start, i + 1);
          i += 2;
          start = i;
        } else {
          lexeme += text.slice(start, i);
          i++;
          break;
        }
      } else if (i >= n) {
        throw new Error('tsvector text ends inside a lexeme');
      } else {
        i++;
      }
    }
    let weights = 0;
    if (text.charCodeAt(i) === 58 /* : */) {
      i++;
      // Positions: digits, each followed by an optional weight letter, separated by commas.
      let sawDigit = false;
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c >= 48 && c <= 57) {
          sawDigit = true;
          continue;
        }
        const weight = c === 65 ? WEIGHT.A : c === 66 ? WEIGHT.B : c === 67 ? WEIGHT.C : c === 68 ? WEIGHT.D : 0;
        if (weight) {
          weights |= weight;
          sawDigit = false;
        } else if (c === 44 /* , */) {
          if (sawDigit) weights |= WEIGHT.D;
          sawDigit = false;
        } else break;
      }
      if (sawDigit) weights |= WEIGHT.D;
    }
    visit(lexeme, weights);
  }
}
