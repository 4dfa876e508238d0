import type { TestProjectInlineConfiguration } from 'vitest/config';

export declare function nodeTestTiers(): TestProjectInlineConfiguration[];
