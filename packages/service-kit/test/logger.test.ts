import { describe, expect, it } from 'vitest';
import { prettyLine, wantsPretty } from '../src/logger.ts';

describe('log format', () => {
  it('is readable on a terminal and JSON when piped, as pino users expect; LOG_FORMAT decides when set', () => {
    expect(wantsPretty({}, true)).toBe(true);
    expect(wantsPretty({}, false)).toBe(false);
    expect(wantsPretty({ LOG_FORMAT: 'json' }, true)).toBe(false);
    expect(wantsPretty({ LOG_FORMAT: 'pretty' }, false)).toBe(true);
  });

  it('writes one short line: time, service, message and fields, the level only when it is not info', () => {
    const time = new Date(2026, 10, 23, 12, 4, 7).getTime();
    expect(prettyLine({ level: 30, time, pid: 1, hostname: 'h', service: 'account', name: 'account', msg: 'migrations applied', count: 2, latest: '2026_init' })).toBe(
      '12:04:07 account   migrations applied  count=2 latest=2026_init',
    );
    expect(prettyLine({ level: 40, time, service: 'jobs', msg: 'slow', ms: 1200 })).toBe('12:04:07 WARN jobs      slow  ms=1200');
  });

  it("adds an error's message, and its stack from level error up", () => {
    const err = { message: 'boom', stack: 'Error: boom\n    at here' };
    expect(prettyLine({ level: 40, time: 0, service: 'start', msg: 'retrying', err })).toMatch(/retrying {2}error=boom$/);
    expect(prettyLine({ level: 50, time: 0, service: 'start', msg: 'start failed', err }).split('\n')).toEqual([expect.stringMatching(/start failed {2}error=boom$/), 'Error: boom', '    at here']);
  });
});
