// Loaded into the served server's processes by bench/add-to-cart-served.ts --profile
// (NODE_OPTIONS=--import, as --cpu-prof may not be set there): SIGUSR2 starts a CPU profile
// (node:inspector), the next SIGUSR2 stops it and writes CPU_PROFILE_DIR/<pid>.cpuprofile
// (open it in Chrome DevTools' Performance panel, or read it with bench/cpu-profile-top.mjs).
// With HEAP_PROFILE=1 it samples allocations instead (HeapProfiler, every 16 KB on average, collected ones included) and
// writes CPU_PROFILE_DIR/<pid>.heapprofile (DevTools' Memory panel; bench/rendered-pages-profile.ts --heap).
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line no-restricted-properties -- a preload outside the app: it reads its one setting before anything loads
const dir = process.env.CPU_PROFILE_DIR;
// eslint-disable-next-line no-restricted-properties -- as above
const heap = process.env.HEAP_PROFILE === '1';
if (dir && heap) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('HeapProfiler.enable', () => session.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }));
      return;
    }
    running = false;
    session.post('HeapProfiler.stopSampling', (err, result) => {
      if (!err) writeFileSync(join(dir, `${process.pid}.heapprofile`), JSON.stringify(result.profile));
    });
  });
} else if (dir) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')));
      return;
    }
    running = false;
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
