import type { Browser } from 'playwright-core';
import { baseUrl } from './support/base-url.js';
import { PHONE, launchBrowser } from './support/browser.js';

/**
 * Issue 34.3: no task of the main thread over 200 ms while a signed-out visitor's phone loads the landing or
 * /destinations. The phone is Chromium with its CPU slowed down four times (the DevTools protocol's
 * Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does); the long tasks are the browser's own
 * (PerformanceObserver 'longtask', from before the page's first script), until the network is idle and a short while
 * after (the app's first render and the idle work it leaves).
 *
 * Best of three loads: this runs in `npm test` on a busy two-core machine, where another process can hold the CPU for
 * a moment and stretch any task of one load (a 4x slowdown makes that worse). A regression (a script that grew, work
 * moved into one task) shows in every load; noise from the machine shows in some. The test passes when one of three
 * loads has no task over the limit, and prints every load's long tasks.
 */
const LONG_TASK_LIMIT_MS = 200;
const CPU_SLOWDOWN = 4;
const LOADS = 3;
/** After the network is idle: the app's last renders and what it left for idle time. */
const SETTLE_MS = 1_000;

interface LongTask {
  start: number;
  duration: number;
}

const WATCH_LONG_TASKS = () => {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function longTasksOfOneLoad(path: string): Promise<LongTask[]> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    await context.addInitScript(WATCH_LONG_TASKS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(new URL(path, baseUrl()).href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);
  } finally {
    await context.close();
  }
}

const longest = (tasks: LongTask[]) => Math.max(0, ...tasks.map((task) => task.duration));

it.each(['/', '/destinations'])(
  `has no task over ${LONG_TASK_LIMIT_MS} ms while %s loads on a phone (CPU ${CPU_SLOWDOWN}x slower, best of ${LOADS})`,
  async (path) => {
    const loads: LongTask[][] = [];
    for (let load = 0; load < LOADS; load++) {
      const tasks = await longTasksOfOneLoad(path);
      loads.push(tasks);
      if (longest(tasks) <= LONG_TASK_LIMIT_MS) break;
    }
    console.log(
      `Long tasks of ${path} (CPU ${CPU_SLOWDOWN}x): ` +
        loads
          .map(
            (tasks, index) =>
              `load ${index + 1}: longest ${longest(tasks)} ms, ` +
              `total blocking ${tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)} ms ` +
              `[${tasks.map((task) => `${task.duration} ms at ${task.start}`).join(', ')}]`,
          )
          .join('; '),
    );
    expect(Math.min(...loads.map(longest))).toBeLessThanOrEqual(LONG_TASK_LIMIT_MS);
  },
  150_000,
);
