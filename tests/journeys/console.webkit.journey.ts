// The operator console's journeys (console.ts) in WebKit.
import { describeConsoleJourneys } from "./console";
import { webkitEngine } from "./engines/webkit";

describeConsoleJourneys(webkitEngine());
