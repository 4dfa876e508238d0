// Vitest setup of every web workspace: how long testing-library's findBy* and waitFor wait for a
// screen to draw what it fetched. Its default, 1 s, ran out in CI for the first test of a file
// (mfe-account UserInfoSteps: the member-info menu after its fetch, 1,071 ms) while two test tasks
// shared the machine's 2 cores. A screen that never draws still fails, only later.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
