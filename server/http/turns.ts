// Kept pages take turns (issue 23, "Sale day"): a kept page is answered in well under a millisecond
// without waiting for anything, so when hundreds of shoppers browse at once, every turn of the event
// loop answers every browsing connection that is ready before it comes back to anything else. A
// checkout step waits a whole turn for each answer of the database, a dozen times a step: with the
// instances browsed at full rate (wrk, 2026-12-03) a checkout request's p50 was 101–138 ms, and
// 24–37 ms once kept pages took turns (decision 29). At most `perTurn` kept pages start in one turn;
// the others wait for the next one, in the order they came. Nothing waits while fewer arrive.

/**
 * Answers undefined when the caller may go on in this turn, or a promise that settles when its turn
 * comes. A turn ends when the event loop reaches its check phase (`setImmediate`).
 */
export type TurnTaker = () => Promise<void> | undefined;

export function turnTaker(perTurn: number): TurnTaker {
  let started = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  const nextTurn = () => {
    scheduled = false;
    const batch = waiting.splice(0, perTurn);
    started = batch.length;
    if (waiting.length > 0) schedule();
    for (const go of batch) go();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  };
  return () => {
    if (started < perTurn && waiting.length === 0) {
      started += 1;
      schedule();
      return undefined;
    }
    schedule();
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
}
