import { describe, expect, it } from 'vitest';
import { eachLexeme, WEIGHT } from '../src/data/search-index/tsvector.ts';

const lexemes = (text: string) => {
  const out: [string, number][] = [];
  eachLexeme(text, (lexeme, weights) => out.push([lexeme, weights]));
  return out;
};

describe('reading a tsvector as PostgreSQL prints it', () => {
  it('gives each lexeme with the weights of its positions, and none for a filter token', () => {
    expect(lexemes("'#p#1300000000' 'barista':1A,9C 'bean':2B 'plain':12")).toEqual([
      ['#p#1300000000', 0],
      ['barista', WEIGHT.A | WEIGHT.C],
      ['bean', WEIGHT.B],
      ['plain', WEIGHT.D],
    ]);
  });

  it("reads quotes ('') and backslashes inside a lexeme", () => {
    expect(lexemes("'o''brien':3A 'back\\\\slash':4C")).toEqual([
      ["o'brien", WEIGHT.A],
      ['back\\slash', WEIGHT.C],
    ]);
  });
});
