import type { DefinitionChanges } from '../pipeline/fences/definition-changes';
import type { Bus } from './bus';

/** "A company's fences (or rules) changed", between nodes. */
export const definitionSubject = (kind: keyof DefinitionChanges) => `changes.${kind}`;

interface DefinitionSignal {
  node: string;
  companyId: number;
}

/**
 * Carries this node's fence and rule change signals to every other node and emits theirs here,
 * so each node's evaluation caches reload the company at once. A signal missed while the bus was
 * down is made up by the caches' time limit. Answers the stop.
 */
export function shareDefinitionChanges(bus: Bus, changes: DefinitionChanges, nodeId: string): () => void {
  const stops: (() => void)[] = [];
  for (const kind of ['fences', 'rules'] as const) {
    const subject = definitionSubject(kind);
    stops.push(
      changes[kind].on((companyId, elsewhere) => {
        if (elsewhere) return;
        try {
          bus.publish(subject, { node: nodeId, companyId } satisfies DefinitionSignal);
        } catch {
          // The bus is closed: the other nodes' caches expire on their own.
        }
      }),
      bus.subscribe<DefinitionSignal>(subject, (signal) => {
        if (signal.node !== nodeId) changes[kind].emit(signal.companyId, true);
      }),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}
