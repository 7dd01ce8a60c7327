import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Building public answers (a municipality's candidates read from the database, turned into JSON
 * text and gzipped) leaves garbage many times the size of the bytes kept. V8 collects it only
 * when it next needs room, so after every list of a national election has been built once an
 * instance stayed at about 260–290 MB although it kept 60 MB of answers and a live heap of
 * 60 MB (issue #19's target is 256 MB). After a burst of builds, once none has come for
 * {@link QUIET_MS}, the server asks V8 for one full collection, which returns that memory.
 * Builds happen once per change to the public content, so this runs rarely; the collection
 * takes some tens of milliseconds. docs/decisions/0031-national-scale-voter-data.md.
 */
const QUIET_MS = 2000;

/**
 * How far V8 lets the heap grow past what is live before its next full collection, in percent.
 * V8 picks up to 300 % when collecting is cheap, as it is here: after a burst of builds an
 * instance then kept 70–135 MB of heap for 40 MB live, and the collection above did not give it
 * back. At 30 % every list of a national election cached in both languages stayed at about
 * 205 MB RSS run after run (issue #19's target is 256 MB); full collections come more often, but
 * each takes a few milliseconds.
 */
const HEAP_GROWING_PERCENT = 30;

/** Sets {@link HEAP_GROWING_PERCENT} for this process (V8 reads it at every full collection). */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${String(HEAP_GROWING_PERCENT)}`);
}

let collect: (() => void) | undefined;
let timer: NodeJS.Timeout | undefined;

function collector(): () => void {
  if (collect === undefined) {
    // `gc` exists only with --expose-gc; setting the flag now and taking `gc` from a fresh
    // context is the documented way to get it without a command-line flag.
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  return collect;
}

/** Called after building a large public answer (toTextAnswer): one full collection follows the burst. */
export function releaseMemoryLater(collect: () => void = () => collector()()): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    collect();
  }, QUIET_MS);
  timer.unref();
}
