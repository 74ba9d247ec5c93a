// A V8 CPU profile of a stretch of a benchmark server's life (scripts/bench-breakdown.mjs), not of its start: with
// BENCH_PROFILE_FILE set, SIGUSR2 starts the profiler and the next SIGUSR2 stops it and writes the profile there
// (then the next starts again, and so on), and the process's CPU time over it in <file>.cpu. Used by api-server.mjs and floor-server.mjs.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

export function profileOnSignal() {
  const file = process.env.BENCH_PROFILE_FILE;
  if (!file) return;
  const session = new Session();
  session.connect();
  let running = false;
  let cpuAtStart;
  let busy = Promise.resolve();
  process.on('SIGUSR2', () => {
    busy = busy.then(async () => {
      if (!running) {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 100 });
        await session.post('Profiler.start');
        cpuAtStart = process.cpuUsage();
        running = true;
        console.log('profiling');
        return;
      }
      const cpu = process.cpuUsage(cpuAtStart);
      const { profile } = await session.post('Profiler.stop');
      // The process's own CPU time over the stretch (user + system, µs): the profile's samples are wall-clock steps.
      fs.writeFileSync(`${file}.cpu`, String(cpu.user + cpu.system));
      running = false;
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(profile));
      fs.renameSync(`${file}.tmp`, file);
      console.log('profiled');
    });
  });
}
