// What bench:web prints: each run's summary, --details, and the table of the median runs beside the targets.
import os from 'node:os';

/** The targets of issue 13.5 (mobile); desktop is printed for comparison. */
const TARGETS = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

/** A Lighthouse report's scores, metrics and failed audits. */
export function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsKb: Math.round(scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024),
    requests: requests.length,
    // Lighthouse's measure of this machine's CPU (its benchmark index: higher is faster); TBT scales with its inverse.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    // A run Lighthouse could not measure (its scores are 0 and its metrics NaN), and why.
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    failed: [
      ...(lhr.audits['errors-in-console']?.details?.items ?? []).map(
        (item) => `console: ${item.description ?? item.source}`,
      ),
      ...Object.entries(lhr.categories)
        .flatMap(([, category]) => category.auditRefs)
        .filter(
          (ref) =>
            ref.weight > 0 &&
            lhr.audits[ref.id]?.score !== null &&
            lhr.audits[ref.id]?.score < 1 &&
            ref.group !== 'metrics',
        )
        .map((ref) => ref.id),
    ],
  };
}

/** --details: where a page's time goes (the LCP element and its phases, script boot-up, main-thread work, long tasks). */
export function printDetails(label, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const ms = (value) => `${Math.round(value ?? 0)} ms`;
  console.error(`\n-- ${label}`);
  if (lhr.runtimeError) console.error(`Lighthouse error: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings ?? []) console.error(`Lighthouse warning: ${warning}`);
  for (const item of items('largest-contentful-paint-element')) {
    for (const row of item.items ?? []) {
      if (row.node) console.error(`LCP element: ${row.node.snippet ?? row.node.selector}`);
      else if (row.phase) console.error(`  LCP ${row.phase}: ${ms(row.timing)}`);
    }
  }
  console.error(
    `boot-up by script: ${items('bootup-time')
      .slice(0, 6)
      .map(
        (row) =>
          `${row.url.replace(/^https?:\/\/[^/]+/, '')} ${ms(row.total)} (eval ${ms(row.scripting)}, parse ${ms(row.scriptParseCompile)})`,
      )
      .join('; ')}`,
  );
  console.error(
    `main thread: ${items('mainthread-work-breakdown')
      .map((row) => `${row.groupLabel ?? row.group} ${ms(row.duration)}`)
      .join('; ')}`,
  );
  console.error(
    `long tasks: ${items('long-tasks')
      .slice(0, 8)
      .map((row) => `${row.url.replace(/^https?:\/\/[^/]+/, '')} at ${ms(row.startTime)} for ${ms(row.duration)}`)
      .join('; ')}`,
  );
}

/** The median runs beside the targets (mobile), as a Markdown table, then the audits below full marks. */
export async function printTable(results, runs) {
  const mark = (ok) => (ok ? ' ' : '!');
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${runs} run(s) per page, median by performance`,
  );
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} x ${cpus[0]?.model ?? 'unknown CPU'}, load average ${os.loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `CPU benchmark index of this machine (Lighthouse's; higher is faster): ${results.map((r) => r.benchmarkIndex).join(', ')}`,
  );
  console.log(
    'targets (mobile): performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05, accessibility, best practices and SEO 100; ! = missed\n',
  );
  console.log('| preset | page | perf | LCP ms | TBT ms | CLS | FCP ms | JS KB | a11y | best pr. | SEO | requests |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const mobile = r.preset === 'mobile';
    const m = (ok) => (mobile ? mark(ok) : ' ');
    console.log(
      `| ${r.preset} | ${r.page}${r.signedIn ? ' (signed in)' : ''} | ${r.performance}${m(r.performance >= TARGETS.performance)} | ` +
        `${r.lcpMs}${m(r.lcpMs <= TARGETS.lcpMs)} | ${r.tbtMs}${m(r.tbtMs <= TARGETS.tbtMs)} | ${r.cls}${m(r.cls <= TARGETS.cls)} | ` +
        `${r.fcpMs} | ${r.jsKb} | ${r.accessibility}${m(r.accessibility >= 100)} | ${r.bestPractices}${m(r.bestPractices >= 100)} | ` +
        `${r.seo}${m(r.seo >= 100)} | ${r.requests} |`,
    );
  }
  const findings = [...new Set(results.flatMap((r) => r.failed.map((f) => `${r.preset} ${r.page}: ${f}`)))];
  if (findings.length > 0) console.log(`\nAudits below full marks:\n${findings.map((f) => `- ${f}`).join('\n')}`);
}
