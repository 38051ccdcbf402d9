// The operator console's journeys (console.ts) in Chromium.
import { describeConsoleJourneys } from "./console";
import { chromiumEngine } from "./engines/chromium";

describeConsoleJourneys(chromiumEngine());
