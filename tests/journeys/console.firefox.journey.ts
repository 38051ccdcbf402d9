// The operator console's journeys (console.ts) in Firefox.
import { describeConsoleJourneys } from "./console";
import { firefoxEngine } from "./engines/firefox";

describeConsoleJourneys(firefoxEngine());
