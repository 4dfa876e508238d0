import { describe, expect, it } from 'vitest';
import { activeSection, headerTitle, tabBarVisible } from '../src/domain/scroll';

describe('the sticky tab bar of the detail', () => {
  it('appears when the top of the title reaches 60px and the page is scrolled 458px', () => {
    expect(tabBarVisible(60, 458)).toBe(true);
    expect(tabBarVisible(-200, 900)).toBe(true);
  });
  it('stays hidden before both have happened', () => {
    expect(tabBarVisible(61, 600)).toBe(false);
    expect(tabBarVisible(40, 457)).toBe(false);
  });
  it('highlights the last section whose top has passed under the bars', () => {
    const tops = [['recruitment', -300], ['detail', 90], ['company', 700]] as const;
    expect(activeSection(tops, 104)).toBe('detail');
    expect(activeSection([['recruitment', 400], ['detail', 900]] as const, 104)).toBe('recruitment');
    expect(activeSection(tops, 104, true)).toBe('company');
  });
});

describe('the detail header', () => {
  it("shows 'Job ad' until the title has scrolled under it, then the title", () => {
    expect(headerTitle('Barista', 300, 56)).toBe('Job ad');
    expect(headerTitle('Barista', 56, 56)).toBe('Barista');
  });
});
