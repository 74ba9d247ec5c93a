import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail the accessibility check. */
export const FAILING_IMPACTS = ['serious', 'critical'] as const;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Selectors of the failing elements (the first few) and how many there are. */
  targets: string[];
  count: number;
}

interface AxeResultsLike {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{
      target: unknown[];
      any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }>;
    }>;
  }>;
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules and axe's best practices) on what the page shows now and returns the
 * serious and critical violations, one entry per rule.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (script-src 'self') does not block
  // (an inline <script> tag would be).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      {
        resultTypes: ['violations'],
      },
    ),
  )) as AxeResultsLike;
  return results.violations
    .filter((violation) => (FAILING_IMPACTS as readonly string[]).includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => {
        const contrast = node.any.find((check) => check.data?.contrastRatio)?.data;
        const colours = contrast ? ` [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}]` : '';
        return node.target.map(String).join(' ') + colours;
      }),
      count: violation.nodes.length,
    }));
}

/** For a failure message: one line per rule. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `${f.impact} ${f.rule} (${f.count}): ${f.help} — ${f.targets.join(', ')}`).join('\n');
}
