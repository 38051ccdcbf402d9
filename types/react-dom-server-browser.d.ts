// React 18 publishes its web-stream renderer as react-dom/server.browser; its types live in react-dom/server.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
