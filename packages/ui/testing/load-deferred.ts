// Vitest setup: the code of the components the app loads on first use (a modal's dialog, the sort
// menu's list; ../src/deferred.ts) is loaded before each test file, so a screen test that opens a
// modal finds it drawn at once, as a person does once the code has arrived. Their deferred
// loading itself is tested in test/deferred.test.tsx.
import '../src/components/Modal';
import '../src/components/ListScaffold';
import { loadDeferred } from '../src/deferred';

await loadDeferred();
