/**
 * One timed load of autocannon, summarised: the latency of every 200 answer (p95 exact, not
 * autocannon's histogram buckets), and anything else (another status, a socket error, a timeout)
 * counted as an error. Every bench that drives HTTP runs its rows through this.
 */
import autocannon from 'autocannon';
import { summarize, type Summary } from './stats.ts';

export function loadTest(options: autocannon.Options): Promise<Summary> {
  const latencies: number[] = [];
  let errors = 0;
  return new Promise<Summary>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(summarize(latencies, errors + done.errors + done.timeouts, done.duration))));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
}
