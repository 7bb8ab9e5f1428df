import { authOverhead } from './auth-overhead';

// Each benchmark prints its own lines; they run one after another so they do not compete for CPU.
await authOverhead();
