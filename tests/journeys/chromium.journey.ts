// The shopper journeys (journeys.ts) in Chromium.
import { chromiumEngine } from "./engines/chromium";
import { describeJourneys } from "./journeys";

describeJourneys(chromiumEngine());
