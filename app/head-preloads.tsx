// The page's JavaScript modules, preloaded from the end of <head> (decision 12). React Router lists
// them at the end of <body>, so a phone on a slow network only starts on them after the images
// above them. Only the server render knows them; React leaves the extra links at the end of
// <head> alone when it hydrates.
import { createContext, useContext } from "react";
import type { EntryContext } from "react-router";

const HeadPreloadsContext = createContext<readonly string[]>([]);

export const HeadPreloadsProvider = HeadPreloadsContext.Provider;

/**
 * The framework's modules first (the largest), then the route manifest (routeDiscovery "initial"),
 * the entry and each matched route's.
 */
export function pageModules({ manifest, staticHandlerContext }: EntryContext): string[] {
  const modules = new Set([...manifest.entry.imports, manifest.url, manifest.entry.module]);
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (route) for (const href of [...(route.imports ?? []), route.module]) modules.add(href);
  }
  return [...modules];
}

export function HeadPreloads({ nonce }: { nonce: string }) {
  return useContext(HeadPreloadsContext).map((href) => (
    <link key={href} rel="modulepreload" href={href} nonce={nonce} />
  ));
}
