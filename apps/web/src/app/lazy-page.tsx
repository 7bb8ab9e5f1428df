import { chunkLoadTimeoutMs } from '@navgan/domain/constants';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { withTimeout } from '../lib/lazy/with-timeout';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ChunkLoadError } from './chunk-load-error';

type AnyProps = Record<string, unknown>;

/** A lazy component that can be made afresh: a failed React.lazy stays failed forever. */
interface LazySource {
  current: LazyExoticComponent<ComponentType<AnyProps>>;
  renew(): void;
}

function RetryableLazy({
  source,
  fallback,
  props,
}: {
  source: LazySource;
  fallback: ReactNode;
  props: AnyProps;
}) {
  const [, setAttempt] = useState(0);
  const Lazy = source.current;
  return (
    <ChunkErrorBoundary
      onRetry={() => {
        source.renew();
        setAttempt((n) => n + 1);
      }}
      fallback={(_error, retry) => <ChunkLoadError onRetry={retry} />}
    >
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * React.lazy with a load timeout (chunkLoadTimeoutMs) and a retry button when the chunk fails
 * or times out.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const make = () =>
    lazy(() =>
      withTimeout(load(), chunkLoadTimeoutMs).then((component) => ({
        default: component as unknown as ComponentType<AnyProps>,
      })),
    );
  const source: LazySource = {
    current: make(),
    renew() {
      source.current = make();
    },
  };
  return (props: P) => <RetryableLazy source={source} fallback={fallback} props={props as AnyProps} />;
}
