// What server/http/app.ts hands every loader as its context.
import type { LoadContext } from "../server/http/app";

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}
