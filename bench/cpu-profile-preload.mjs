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
// What SIGUSR2 starts and stops, and the file the profile goes to.
const kind = heap
  ? {
      start: (session, done) => session.post('HeapProfiler.enable', () => session.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }, done)),
      stop: 'HeapProfiler.stopSampling',
      file: 'heapprofile',
    }
  : {
      start: (session, done) => session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start', done))),
      stop: 'Profiler.stop',
      file: 'cpuprofile',
    };
if (dir) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      kind.start(session, () => {});
      return;
    }
    running = false;
    session.post(kind.stop, (err, result) => {
      if (!err) writeFileSync(join(dir, `${process.pid}.${kind.file}`), JSON.stringify(result.profile));
    });
  });
}
