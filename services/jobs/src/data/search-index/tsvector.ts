/**
 * Reads PostgreSQL's text form of a tsvector (`'cook':1A,7C '#p#1300000000' ...`): each lexeme and
 * the weights of its positions. The search index takes the ad's words and filter tokens from
 * job_ad_search.filter_vector itself, so that it knows exactly what the SQL search matches.
 */

/** Bits of `Lexeme.weights`: a position of weight A (title), B (company name), C (description), D (none given). */
export const WEIGHT = { A: 1, B: 2, C: 4, D: 8 } as const;

/**
 * Calls `visit(lexeme, weights)` for each lexeme; `weights` is 0 for a lexeme without positions
 * (the '#' filter tokens), else the WEIGHT bits of its positions. A build reads ~115 lexemes an ad:
 * the quotes are found with indexOf, and a lexeme is read char by char only when it holds an
 * escape ('' or \x), which job words almost never do.
 */
export function eachLexeme(text: string, visit: (lexeme: string, weights: number) => void): void {
  const n = text.length;
  // The next backslash (n when none is left): a lexeme before it has none.
  let slash = nextOf(text, '\\', 0);
  let i = text.indexOf("'");
  while (i >= 0) {
    const start = i + 1;
    let end = text.indexOf("'", start);
    if (end < 0) throw new Error('tsvector text ends inside a lexeme');
    let lexeme: string;
    if (slash < end || text.charCodeAt(end + 1) === 39) {
      [lexeme, end] = escaped(text, start);
      slash = nextOf(text, '\\', end);
    } else {
      lexeme = text.slice(start, end);
    }
    i = end + 1;
    let weights = 0;
    if (text.charCodeAt(i) === 58 /* : */) {
      // Positions: digits, each followed by an optional weight letter (A-D), separated by commas.
      let sawDigit = false;
      for (i++; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c >= 48 && c <= 57) {
          sawDigit = true;
        } else if (c >= 65 && c <= 68) {
          weights |= 1 << (c - 65); // WEIGHT.A to WEIGHT.D
          sawDigit = false;
        } else if (c === 44 /* , */) {
          if (sawDigit) weights |= WEIGHT.D;
          sawDigit = false;
        } else break;
      }
      if (sawDigit) weights |= WEIGHT.D;
    }
    visit(lexeme, weights);
    i = text.indexOf("'", i);
  }
}

const nextOf = (text: string, char: string, from: number) => {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
};

/** A lexeme with escapes from `start` (after its opening quote): its text and where its closing quote is. */
function escaped(text: string, start: number): [string, number] {
  let lexeme = '';
  let from = start;
  for (let i = start; ; ) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) {
      lexeme += text.slice(from, i) + text[i + 1];
      i += 2;
      from = i;
    } else if (c === 39 /* ' */) {
      if (text.charCodeAt(i + 1) !== 39) return [lexeme + text.slice(from, i), i];
      lexeme += text.slice(from, i + 1);
      i += 2;
      from = i;
    } else if (i >= text.length) {
      throw new Error('tsvector text ends inside a lexeme');
    } else {
      i++;
    }
  }
}
