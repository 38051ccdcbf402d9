// Calls back once a route action has run (a <Form method="post"> navigation or a fetcher's post)
// and its loaders have been revalidated. The header's login state and cart count are not in any
// loader (the root loader is the same for every visitor, so whole pages can be cached): they ask
// their /api again after each action, as a login, a logout or a cart change may have changed them.
import { useEffect, useRef } from "react";
import { useFetchers, useNavigation } from "react-router";

const posting = (method: string | undefined) => method !== undefined && method.toUpperCase() !== "GET";

export function useAfterActions(onDone: () => void): void {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = posting(navigation.formMethod) || fetchers.some((fetcher) => posting(fetcher.formMethod));
  const wasBusy = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (wasBusy.current && !busy) done.current();
    wasBusy.current = busy;
  }, [busy]);
}
