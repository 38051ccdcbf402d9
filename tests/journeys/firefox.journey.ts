// The shopper journeys (journeys.ts) in Firefox.
import { firefoxEngine } from "./engines/firefox";
import { describeJourneys } from "./journeys";

describeJourneys(firefoxEngine());
