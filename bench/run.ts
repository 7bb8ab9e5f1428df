import { analytics } from './analytics';
import { authOverhead } from './auth-overhead';
import { clusterIngest } from './cluster-ingest';
import { decoders } from './decoders';
import { ingest } from './ingest';
import { listsAtScale } from './lists-at-scale';
import { mapRefresh } from './map-refresh';
import { rebuildHealth } from './rebuild-health';
import { routeDay, routePage } from './route-day';
import { trackings } from './trackings';
import { xlsxWrite } from './xlsx-write';

// Each benchmark prints its own lines; they run one after another so they do not compete for CPU.
// `npm run bench -- <name>` runs one: auth, lists, ingest, cluster, map, trackings, analytics, route, route-page, rebuild, xlsx, decoders.
const only = process.argv[2];
if (!only || only === 'auth') await authOverhead();
if (!only || only === 'lists') await listsAtScale();
if (!only || only === 'ingest') await ingest();
if (!only || only === 'cluster') await clusterIngest();
if (!only || only === 'map') await mapRefresh();
if (!only || only === 'trackings') await trackings();
if (!only || only === 'analytics') await analytics();
if (!only || only === 'route') await routeDay();
if (!only || only === 'route-page') await routePage();
if (!only || only === 'rebuild') await rebuildHealth();
if (!only || only === 'xlsx') await xlsxWrite();
if (!only || only === 'decoders') await decoders();
