// Reading sqlmap's console output (scripts/sqlmap.mjs, scripts/sqlmap/run.mjs).

/**
 * Reads sqlmap's console output (-v 1). A finding: an injection point sqlmap confirmed (it lists them after "identified
 * the following injection point(s)"), a database error its heuristic saw in a response, or a 5xx. A candidate that
 * sqlmap's own false-positive check then rejected ("appears to be ... injectable", then "does not seem to be
 * injectable") is a note, not a finding: an endpoint that echoes what it stores (a PATCH) makes such candidates.
 */
export function parseSqlmap(output) {
  const parameters = [
    ...new Set(
      [...output.matchAll(/testing for SQL injection on (?:\(custom\) )?\S+ parameter '([^']+)'/g)].map((m) => m[1]),
    ),
  ];
  const findings = [];
  const confirmed = /identified the following injection point\(s\)[^\n]*\n([\s\S]*?)\n---\n/.exec(output);
  if (confirmed)
    for (const m of confirmed[1].matchAll(/Parameter: ([^\n]+)\n\s+Type: ([^\n]+)/g)) findings.push(`${m[1]}: ${m[2]}`);
  if (/identified the following injection point/.test(output) && findings.length === 0)
    findings.push('injection point identified');
  for (const m of output.matchAll(
    /heuristic \(basic\) test shows that (?:\(custom\) )?\S+ parameter '([^']+)' might be injectable/g,
  ))
    findings.push(`${m[1]}: database error in a response (heuristic)`);
  for (const m of output.matchAll(/(5\d\d) \([^)]*\) - (\d+) times/g))
    findings.push(`${m[2]} responses with status ${m[1]}`);
  const notes = [...output.matchAll(/parameter '([^']+)' appears to be '([^']+)' injectable/g)]
    .filter((m) =>
      new RegExp(`parameter '${m[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}' does not seem to be injectable`).test(
        output,
      ),
    )
    .map((m) => `${m[1]}: candidate '${m[2]}' rejected by sqlmap's false-positive check`);
  const finished = /all tested parameters do not appear to be injectable/.test(output);
  return { parameters, findings: [...new Set(findings)], notes, clean: finished || findings.length > 0 };
}
