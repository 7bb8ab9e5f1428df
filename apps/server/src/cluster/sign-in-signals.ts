import type { LoginThrottle, SignInOutcome } from '../auth/login-throttle';
import type { Bus } from './bus';

/** Failed and successful sign-ins, between nodes. */
export const signInSubject = 'auth.sign-ins';

interface SignInSignal extends SignInOutcome {
  node: string;
}

/**
 * Tells every other node of the sign-in failures and successes recorded here, and applies
 * theirs, so a password guesser sent round robin over N api nodes meets one throttle, not N.
 * Outcomes missed while the bus was down are not made up: each node still throttles what it
 * sees itself. Answers the stop.
 */
export function shareSignInOutcomes(bus: Bus, throttle: LoginThrottle, nodeId: string): () => void {
  const stops = [
    throttle.onRecord((outcome) => {
      try {
        bus.publish(signInSubject, { node: nodeId, ...outcome } satisfies SignInSignal);
      } catch {
        // The bus is closed: this node's own count still holds.
      }
    }),
    bus.subscribe<SignInSignal>(signInSubject, ({ node, username, address, failed }) => {
      if (node !== nodeId) throttle.apply({ username, address, failed });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
