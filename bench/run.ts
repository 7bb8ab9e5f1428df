import { authOverhead } from './auth-overhead';
import { ingest } from './ingest';

// Each benchmark prints its own lines; they run one after another so they do not compete for CPU.
const only = process.argv[2];
if (!only || only === 'auth') await authOverhead();
if (!only || only === 'ingest') await ingest();
