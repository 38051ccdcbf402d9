// The shopper journeys (journeys.ts) in WebKit.
import { webkitEngine } from "./engines/webkit";
import { describeJourneys } from "./journeys";

describeJourneys(webkitEngine());
