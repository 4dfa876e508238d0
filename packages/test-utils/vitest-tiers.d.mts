import type { TestProjectInlineConfiguration } from 'vitest/config';

type Tier = TestProjectInlineConfiguration['test'];

/** The vitest projects `unit` and `integration` of a Node workspace; `options` changes a tier. */
export declare function nodeTestTiers(options?: { unit?: Tier; integration?: Tier }): TestProjectInlineConfiguration[];
