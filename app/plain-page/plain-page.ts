// The one script of a plain page (docs/decisions/089): a guest's light catalog page, sent without
// React or its data. Its links and forms work as plain HTML; this adds what HTML cannot do:
// - the product it shows goes on the device's "recently viewed" list (decision 068's list, the
//   one the app's strip reads and sends to the account at login), and home and product pages
//   show that list as names and prices, without pictures (recent-list.ts);
// - once the page has loaded and settled, the shop's service worker and the connection notices
//   (app/lib/offline-support.client.ts): offline, the page says so and the buttons that need the
//   network are disabled with the reason. Its worker precaches no app script (LIGHT_WORKER_URL).
// Built on its own by scripts/service-worker-build.ts (esbuild), never part of the app's bundle.
import { LIGHT_WORKER_URL, PLAIN_PAGE_DATA_ID, parsePlainPageData } from '../../core/plain-page';
import { recordView } from '../../core/recently-viewed';
import { readDeviceList, writeDeviceList } from '../components/recently-viewed/device-list';
import { startOfflineSupport } from '../lib/offline-support.client';
import { showRecentList } from './recent-list';

const data = parsePlainPageData(document.getElementById(PLAIN_PAGE_DATA_ID)?.textContent);
if (data) {
  let views = readDeviceList();
  if (data.productId !== null) writeDeviceList((views = recordView(views, data.productId, Date.now())));
  if (data.recentHeading !== null) void showRecentList(views, data.productId, data.recentHeading, data.lang);
  // As the app does it: 3 s after the load event, nothing on the first load's path.
  const start = () => setTimeout(() => startOfflineSupport(data.offline, LIGHT_WORKER_URL), 3000);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  document.documentElement.dataset.plain = '1';
}
