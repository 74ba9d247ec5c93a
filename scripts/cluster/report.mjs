// The cluster test's output: progress lines, one line per check, and at the end the figures and the verdict.
export const startedAt = Date.now();
/** Every check so far: { name, ok, detail }. */
export const results = [];
/** The measurements printed at the end. */
export const figures = {};

export function say(message) {
  console.log(`[cluster ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)}s] ${message}`);
}

export function check(name, ok, detail = '') {
  results.push({ name, ok: Boolean(ok), detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return Boolean(ok);
}

/** The figures, when the load phases ran. */
export function printFigures() {
  if (!figures.kill && !figures.rolling) return;
  console.log('\nFigures');
  if (figures.raceReadyMs)
    console.log(`  simultaneous start on an empty database: both ready in ${figures.raceReadyMs} ms`);
  if (figures.kill) {
    const k = figures.kill;
    console.log(
      `  kill -9 under load:   ${k.requests} requests (${k.gets} GET, ${k.posts} POST), ${k.requestsAfterKill} after the kill; ` +
        `failed ${k.failedGets} GET, ${k.failedPosts} POST (${k.failedPostsInFlightOnKilled} in flight on the killed replica, ${k.failedPostsSentAfterKill} of them sent after the kill on a dead keep-alive connection, ${k.failedButApplied} applied); ` +
        `lost writes ${k.lostWrites}, duplicate writes ${k.duplicateWrites}`,
    );
  }
  if (figures.rolling) {
    const r = figures.rolling;
    console.log(
      `  rolling restart:      ${r.requests} requests (${r.gets} GET, ${r.posts} POST), failed ${r.failed}; lost writes ${r.lostWrites}, duplicate writes ${r.duplicateWrites}`,
    );
    for (const d of r.drains)
      console.log(
        `    ${d.name}: unready ${d.notReadyAfterMs} ms after SIGTERM, drained and exited in ${d.drainMs} ms, ready again ${d.readyMs} ms after start, back in nginx's rotation after ${d.backInMs} ms`,
      );
  }
  if (figures.stalenessNormalMs !== undefined) {
    console.log(
      `  kept answers: a write seen through the other replica after ${figures.stalenessNormalMs} ms; ` +
        `with the listeners ended after ${figures.stalenessListenerEndedMs} ms; unannounced after ${figures.stalenessUnannouncedMs} ms`,
    );
  }
  if (figures.logs)
    console.log(
      `  logs: request lines per replica ${JSON.stringify(figures.logs.requestLines)}, answered requests without a log line ${figures.logs.answeredRequestsWithoutLogLine}`,
    );
}

/** PASS or FAIL with the count of checks and the failed ones; sets the exit code 1 when a check failed or none ran. */
export function printVerdict() {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const failures = results.filter((r) => !r.ok);
  console.log(
    `\n${failures.length === 0 ? 'PASS' : 'FAIL'}: ${results.length - failures.length}/${results.length} checks in ${seconds} s`,
  );
  for (const f of failures) console.log(`  failed: ${f.name}${f.detail ? ` (${f.detail})` : ''}`);
  if (failures.length > 0 || results.length === 0) process.exitCode = 1;
}
