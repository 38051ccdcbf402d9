// Queries of one transaction, run one after another. A transaction is one connection, which runs
// one query at a time: node-postgres queues overlapping ones (deprecated in pg 8, an error in pg 9),
// so `Promise.all` over a transaction's queries gains nothing and will break.

type Thunks<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> };

/** Runs each query after the previous one has answered; the answers in the same order. */
export async function oneByOne<T extends readonly unknown[]>(queries: Thunks<T>): Promise<T> {
  const answers: unknown[] = [];
  for (const query of queries) answers.push(await query());
  return answers as unknown as T;
}
