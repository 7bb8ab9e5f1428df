import type { FrameSplitter, SplitEvent } from './tracker-protocol';

/** The frames among split events, as hex. */
export function framesIn(events: SplitEvent[]): string[] {
  return events.flatMap((e) => (e.kind === 'frame' ? [e.frame.toString('hex')] : []));
}

/** Feeds a stream cut at `cuts` to a fresh splitter, then flushes it when it can be. */
export function splitStream(splitter: FrameSplitter, stream: Buffer, cuts: number[] = []): SplitEvent[] {
  const events: SplitEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, stream.length]) {
    events.push(...splitter.push(stream.subarray(from, cut)));
    from = cut;
  }
  events.push(...(splitter.flush?.() ?? []));
  return events;
}

/** For every cut position (and byte by byte): the frames a stream gives wherever it is cut. */
export function framesAtEveryCut(newSplitter: () => FrameSplitter, stream: Buffer): string[][] {
  const results = [framesIn(splitStream(newSplitter(), stream))];
  for (let cut = 1; cut < stream.length; cut++)
    results.push(framesIn(splitStream(newSplitter(), stream, [cut])));
  const byteByByte = Array.from({ length: stream.length - 1 }, (_, i) => i + 1);
  results.push(framesIn(splitStream(newSplitter(), stream, byteByByte)));
  return results;
}
