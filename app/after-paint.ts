// The page's JavaScript loads after its largest paint (decision 14). A phone on a slow line used to
// fetch 98 KB of modules side by side with the product photo and the stylesheets; the photo waited
// for its share of the line. The server-rendered page is whole without JavaScript (links, images,
// prices), so the modules now start once the largest element is on screen.
//
// React Router writes its module preloads and its boot script at the end of <body>. The server
// render makes them inert (`deferModules`); the loader after them (`afterPaintScript`) brings them
// back. The elements carry React Router's suppressHydrationWarning, and hydration leaves their
// attributes as the server wrote them.

/** React Router's first module preload: its scripts follow it to the end of the shell. */
export const FIRST_PRELOAD = '<link rel="modulepreload" href="';
const PRELOAD = /<link rel="modulepreload" href="/g;
const BOOT = /(<script nonce="[^"]*") type="module" async="">/;

/**
 * The inert markers: a link the browser does not know (a module preload without an href would be
 * warned about in the console) and a boot script it does not run.
 */
export const INERT_PRELOAD = '<link rel="x-modulepreload" data-module="';
const INERT_BOOT = 'type="text/plain" data-boot=""';

/**
 * React Router's preloads and boot script in `html`, made inert. Pages without them (a fragment
 * streamed after the shell) come back unchanged; `found` says whether the boot script was there.
 */
export function deferModules(html: string): { html: string; found: boolean } {
  if (!BOOT.test(html)) return { html, found: false };
  return { html: html.replace(PRELOAD, INERT_PRELOAD).replace(BOOT, `$1 ${INERT_BOOT}>`), found: true };
}

/** The event the root dispatches once hydration has made the page live. */
export const LIVE_EVENT = "collins:live";

/** How long a page waits for its largest paint at most, in milliseconds (a tab opened in the background). */
export const LATEST_START_MS = 3_000;

/**
 * The loader, run right after React Router's scripts. It starts the modules once the browser has
 * shown the largest contentful paint and the page's high-priority images (the product photo, the
 * home film's poster) have loaded; on the shopper's first tap, key or focus on a field; or after
 * LATEST_START_MS. Browsers without largest-contentful-paint entries (Safari) wait for the first
 * contentful paint.
 *
 * Until the root dispatches LIVE_EVENT no shopper's event reaches React (the browser still types,
 * ticks and follows links): React 18 hydrating a page threw error 345 ("Root did not complete") at
 * an input event in about one login page in ten, filled in as the page came alive. Then, in a task
 * of its own (outside the root's effect), the loader marks the document `data-live` and replays:
 * - text typed or autofilled, a select's choice and an attached file, as the input and change
 *   events React listens to, so its state holds what the fields show. React keeps a field's text
 *   when it hydrates but not its own state: the loader puts the default back through the
 *   element's value setter, which React watches, and the text again through the prototype's,
 *   which it does not, so the event is a change to React. A ticked box is not replayed (a click
 *   replayed after the text left React's state unticked in a test): the shopper ticks it again;
 * - a tap on a button (the menu button, say) or on a link within the page (a product's tabs): it
 *   is clicked again. The link does not jump before then: the router would take the jump for a
 *   navigation while parts of the page are still hydrating (React error 421);
 * - a form sent by its button or the Enter key, held until then (most of our forms send through
 *   JavaScript; sent by the browser, they would put a shopper's name and phone number in the
 *   address): it is sent again.
 */
export const afterPaintScript = `(function(){var d=document,n=d.currentScript.nonce,started=false,painted=false;
function boot(){var b=d.querySelector("script[data-boot]");if(!b)return;var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=b.textContent;d.head.appendChild(s)}
function start(){if(started)return;started=true;var links=d.querySelectorAll("link[data-module]"),b=d.querySelector("script[data-boot]"),text=b?b.textContent:"",early=[];
for(var i=0;i<links.length;i++){var href=links[i].getAttribute("data-module"),l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l);if(text.indexOf('import("'+href+'")')<0)early.push(href)}
(function next(i){if(i===early.length)return boot();import(early[i]).then(function(){setTimeout(next,0,i+1)},boot)})(0)}
var heroes=d.querySelectorAll('img[fetchpriority="high"]');
function check(){if(!painted)return;for(var i=0;i<heroes.length;i++)if(!heroes[i].complete)return;start()}
for(var i=0;i<heroes.length;i++){heroes[i].addEventListener("load",check);heroes[i].addEventListener("error",check)}
function paint(){painted=true;check()}
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];
var type=types.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":types.indexOf("paint")>=0?"paint":null;
if(type)new PerformanceObserver(function(list){if(list.getEntries().length)paint()}).observe({type:type,buffered:true});
else requestAnimationFrame(function(){setTimeout(paint)});
["pointerdown","keydown","focusin"].forEach(function(e){addEventListener(e,start,{capture:true,once:true,passive:true})});
var tapped=null,live=false;
var sent=null;
addEventListener("click",function(e){var b=!live&&e.target.closest&&e.target.closest('button,input[type="submit"],a[href^="#"]');if(!b)return;
if(b.tagName==="A"){e.preventDefault();tapped=b}else if(b.type==="button")tapped=b;else if(b.type==="submit"&&b.form){e.preventDefault();sent={form:b.form,by:b}}},true);
["click","input","change","beforeinput","keydown","keyup","keypress","focusin","focusout","pointerdown","pointerup","mousedown","mouseup","touchstart","touchend"].forEach(function(t){addEventListener(t,function(e){if(!live)e.stopPropagation()},true)});
function fields(){var all=d.querySelectorAll("input,textarea,select");for(var i=0;i<all.length;i++){var f=all[i],t=f.type;
if(t==="file"){if(f.files&&f.files.length)f.dispatchEvent(new Event("change",{bubbles:true}));continue}
if(f.tagName==="SELECT"){for(var j=0;j<f.options.length;j++)if(f.options[j].selected!==f.options[j].defaultSelected){f.dispatchEvent(new Event("change",{bubbles:true}));break}continue}
if(t==="checkbox"||t==="radio"||t==="hidden"||f.value===f.defaultValue)continue;
var v=f.value,proto=f.tagName==="TEXTAREA"?HTMLTextAreaElement.prototype:HTMLInputElement.prototype;f.value=f.defaultValue;Object.getOwnPropertyDescriptor(proto,"value").set.call(f,v);f.dispatchEvent(new Event("input",{bubbles:true}))}}
addEventListener("submit",function(e){if(live)return;e.preventDefault();e.stopPropagation();sent={form:e.target,by:e.submitter}},true);
addEventListener("${LIVE_EVENT}",function(){setTimeout(function(){live=true;d.documentElement.setAttribute("data-live","");fields();setTimeout(function(){if(tapped&&tapped.isConnected)tapped.click();tapped=null;
if(sent&&sent.form.isConnected)sent.form.requestSubmit(sent.by&&sent.by.form===sent.form?sent.by:undefined);sent=null})})});
setTimeout(start,${LATEST_START_MS})})()`;
