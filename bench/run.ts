import { authOverhead } from './auth-overhead';
import { listsAtScale } from './lists-at-scale';

// Each benchmark prints its own lines; they run one after another so they do not compete for CPU.
await authOverhead();
await listsAtScale();
