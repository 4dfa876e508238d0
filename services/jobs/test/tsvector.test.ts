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

  it('reads a backslashed quote, a lexeme after an escaped one, and a position of no weight between weighted ones', () => {
    expect(lexemes("'it\\'s':1A 'a\\\\b':2 'c''d':3B 'plain':4A,5,6C 'last'")).toEqual([
      ["it's", WEIGHT.A],
      ['a\\b', WEIGHT.D],
      ["c'd", WEIGHT.B],
      ['plain', WEIGHT.A | WEIGHT.D | WEIGHT.C],
      ['last', 0],
    ]);
  });

  it('says where the text ends inside a lexeme', () => {
    expect(() => lexemes("'cook':1A 'unfinished")).toThrow('tsvector text ends inside a lexeme');
    expect(() => lexemes("'cook':1A 'un\\")).toThrow('tsvector text ends inside a lexeme');
  });
});
