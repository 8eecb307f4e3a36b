// The page's scripts asked for once its first frame is painted. Next.js names every script of a page in the
// document's <head> (`<script src async>` and a preload), so a phone downloads about 150 KiB of scripts beside the
// stylesheet, the font and the first pictures, and the first frame waits for what they share of the network: a
// trace of a category on Lighthouse's simulated phone charges every script that ends before the largest paint
// (decision 0052). The page's text and pictures are in the HTML; the scripts only make it react to input. Here
// the HTML leaves the server with those tags taken out and, where React asks for its bootstrap script, one inline
// script that adds them all once the first frame has been shown (the next animation frame's start), or when the
// HTML has been read if that comes first: scripts added by then still hold the `load` event, which waits for them
// as before. A page opened in a hidden tab paints no frame: it asks for them at once.

import { attribute } from "./html-attribute.mjs";
import { inlineStylesheets, withoutStylesheetPreloads } from "./stylesheets-in-head.mjs";

/**
 * Pages that draw their content in the browser from the shopper's own data (the account, an order's confirmation,
 * the back office): their scripts are the first step towards that content, not something to hold back, so they
 * keep their place in the head. Measured while the cart and the checkout were drawn so: they lost 200–400 ms of
 * Lighthouse's blocking time to the rewrite and gained nothing a shopper sees before the scripts run. They come
 * with the shopper's cart in their HTML since (decision 0055), and wait like the catalogue's pages.
 */
const DRAWN_IN_BROWSER = /^(?:\/ar)?\/(?:account|order-confirmed)(?:[/?#]|$)|^\/gestion(?:[/?#]|$)/;

/** Whether the page at `url` (a request's path and query) has its scripts asked for after its first frame. */
export const defersScripts = (url) => !DRAWN_IN_BROWSER.test(url ?? "");

const HEAD_END = "</head>";
const BODY_END = "</body>";
/** A head longer than this is not one Next.js wrote: the page is sent as it is. */
const MAX_HEAD = 64 * 1024;
const EXTERNAL_SCRIPT = /<script\b([^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g;

/** `<script src async></script>`: a script that runs whenever it arrives (not `noModule`, not a module or data). */
function deferrableSource(attributes) {
  if (!/(?:^|\s)async(?:=""|\s|$)/.test(attributes) || /(?:^|\s)(?:nomodule|type)\b/i.test(attributes)) return undefined;
  return attribute(attributes, "src");
}

/** JSON inside <script>: no `</script>` or `<!--` can close it early. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

/** What the page's code calls once it has started, to replay the taps the loader kept (`window[STARTED]()`). */
export const STARTED = "__shopStarted";

/**
 * The inline script that asks for `sources` once the first frame is shown: when the browser reports its first paint
 * (Paint Timing), or two animation frames on, where paints are not reported. A page opened in a hidden tab paints
 * no frame: it asks for them at once, and so does a page hidden before its first frame, or one whose HTML has nothing
 * to show once read (Next.js's error shell); and, whatever happens, a second after the `load` event.
 *
 * A tap on a button, a radio button or a checkbox (what only the code can answer, or whose state it keeps: links and
 * text fields work without it) made before the code has started, or on one React has not hydrated yet (a part of the
 * page whose code comes later), is kept and played again once it can answer: a shopper who picks a size and taps
 * "Ajouter au panier" while the scripts are on their way is not ignored. A mouse resting on a menu when the code
 * starts opens it, a field typed into while the scripts were on their way (the search box) has its words heard by the
 * code, which would otherwise empty it at its next render, a list whose option was changed then (a listing's sort) has
 * its change heard, and the element that holds the focus then is told it has it. If a script cannot be loaded the kept
 * taps are let through as they are.
 */
export function scriptLoader(sources, nonce) {
  const safeNonce = (nonce ?? "").replace(/[^A-Za-z0-9+/=_-]/g, "");
  const nonceAttribute = safeNonce ? ` nonce="${safeNonce}"` : "";
  return (
    `<script${nonceAttribute}>(function(w,d,s,n){var a=0,r=0,c=0,q=[],F=[],z=null;` +
    // Whether React has hydrated an element: it keeps the element's props on it under `__reactProps$…`.
    `function y(x){var o=Object.keys(x);for(var i=0;i<o.length;i++)if(o[i].indexOf("__reactProps$")===0)return 1;return 0}` +
    // An element the code can answer: the code has started and hydrated it (or keeps no such mark at all).
    `function u(b){return r&&(y(b)||!y(d.body))}` +
    // What a tap asks of the code: a button, a radio button or a checkbox (or its label), whose state the code keeps.
    `function k(e){var b=e.target&&e.target.closest&&e.target.closest("button,label,input[type=radio],input[type=checkbox]");` +
    `if(b&&b.tagName==="LABEL"&&!(b.control&&/^(radio|checkbox)$/.test(b.control.type)))return;` +
    `if(!b||b.disabled||b===z||u(b))return;` +
    `e.preventDefault();e.stopImmediatePropagation();q.push([b,Date.now()]);if(r)p()}` +
    // Kept taps are played again in order, each once its element can be answered (or ten seconds on, as they are).
    `function p(){if(!c){c=1;requestAnimationFrame(g)}}` +
    // One a frame: what a tap changes (the size picked) is drawn before the next one reads it.
    `function g(){c=0;while(q.length){var b=q[0][0],m=q[0][2];if(b.isConnected){if(!u(b)&&Date.now()-q[0][1]<1e4)break;` +
    `z=b;if(!m)b.click();else if(m===2)j(b);else if(m===3){b.value=q[0][3];b.dispatchEvent(new Event("change",{bubbles:true}))}else if(d.activeElement===b)b.dispatchEvent(new FocusEvent("focusin",{bubbles:true}));` +
    `z=null}q.shift();if(!m)break}if(q.length)p()}` +
    // A field typed into before the code could hear it: React keeps what it last saw of the field's value beside it
    // (it hooks the element's own "value" setter), and hears an "input" event only if the value differs from that.
    // The value is set to nothing through React's setter, back through the browser's own, and the event sent: React
    // hears the words typed, where it would otherwise draw the field again empty at its next render.
    `function j(x){var v=x.value,t=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),"value");` +
    `if(!t||!t.set)return;x.value="";t.set.call(x,v);x.dispatchEvent(new Event("input",{bubbles:true}))}` +
    // A list changed before the code could hear it (a listing's sort, a cart line's quantity): the option picked is
    // kept, as hydration draws the list again with the option the page came with, and put back once React has
    // hydrated the list, with the "change" event React hears whatever it last saw. A list React has hydrated hears its
    // own changes, whether or not the page has told the loader it has started; a list the browser fills again on back
    // and forward sends no such event, and is left to the page.
    `function C(e){var x=e.target;if(!x||x.tagName!=="SELECT"||y(x)||u(x))return;var E=[x,Date.now(),3,x.value];` +
    `if(r){q.push(E);p();return}for(var i=0;i<F.length;i++)if(F[i][0]===x)F.splice(i--,1);F.push(E)}` +
    `function f(){if(r)return;r=1;` +
    // A mouse resting on the page (a menu pointed at while the code was on its way) is told it has just arrived.
    `var v=d.querySelectorAll(":hover"),t=v[v.length-1];if(!q.length&&t&&t!==d.body&&w.matchMedia&&` +
    `w.matchMedia("(hover: hover)").matches){t.dispatchEvent(new PointerEvent("pointerover",{bubbles:true,pointerType:"mouse"}));` +
    `t.dispatchEvent(new MouseEvent("mouseover",{bubbles:true}))}` +
    // A field focused while the code was on its way (the search box) is told so once it can answer, after the fields
    // typed into then are told what they hold (told first, the focus would draw them again empty).
    `var e=d.activeElement,x=d.querySelectorAll("input,textarea"),A=F;for(var i=0;i<A.length;i++)A[i][1]=Date.now();` +
    `for(i=0;i<x.length;i++)` +
    `if(x[i].value!==x[i].defaultValue&&!/^(checkbox|radio|hidden|file|submit|button|reset|image)$/.test(x[i].type))` +
    `A.push([x[i],Date.now(),2]);if(e&&e!==d.body&&e!==d.documentElement)A.push([e,Date.now(),1]);q=A.concat(q);p()}` +
    `w.${STARTED}=f;d.addEventListener("click",k,true);d.addEventListener("change",C,true);` +
    `function l(){if(a)return;a=1;for(var i=0;i<s.length;i++){` +
    `var e=d.createElement("script");e.src=s[i];e.async=true;if(n)e.nonce=n;e.onerror=f;d.head.appendChild(e)}}` +
    `function h(){if(d.visibilityState==="hidden")l()}h();d.addEventListener("visibilitychange",h);` +
    // A first frame shown before the page's main picture (the stylesheet in the head: the frame waits for no
    // request) waits for that picture to be drawn too, at most three seconds: scripts arriving first would be
    // evaluated before it, and delay it.
    `function P(){var i=d.querySelector('img[fetchpriority="high"]');if(!i||i.complete)return l();var t=setTimeout(l,3e3);` +
    `function g(){clearTimeout(t);(i.decode?i.decode():Promise.resolve()).catch(function(){}).then(function(){` +
    `requestAnimationFrame(function(){setTimeout(l,0)})})}i.addEventListener("load",g);i.addEventListener("error",g)}` +
    // A document with nothing to show (Next.js's error shell, drawn by the scripts) paints nothing to wait for.
    // (Its body holds only scripts and a hidden element: looked at without laying the page out.)
    `d.addEventListener("DOMContentLoaded",function(){var x=d.body?d.body.children:[];` +
    `for(var i=0;i<x.length;i++)if(x[i].tagName!=="SCRIPT"&&x[i].tagName!=="TEMPLATE"&&!x[i].hidden)return;l()});` +
    `w.addEventListener("load",function(){setTimeout(l,1e3)});` +
    `var o=w.PerformanceObserver;if(o&&o.supportedEntryTypes&&o.supportedEntryTypes.indexOf("paint")>=0)` +
    `new o(function(x,m){m.disconnect();P()}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(P)})})` +
    `(window,document,${scriptJson(sources)},${scriptJson(safeNonce)})</script>`
  );
}

/**
 * Rewrites one HTML document as it streams: `push` takes each piece of text and returns what can be sent, `end`
 * returns the rest. Text is handled as latin1 (one character per byte), so a piece cut inside a UTF-8 character
 * goes through unchanged; every tag looked for is ASCII. With `stylesheet` (a reader of the build's stylesheets,
 * `stylesheetReader`), the head's stylesheets are written into it (lib/stylesheets-in-head.mjs).
 */
export function createScriptDeferral({ stylesheet } = {}) {
  let state = "head";
  let pending = "";
  const sources = [];
  let nonce;

  function takeFromHead(head) {
    const kept = (stylesheet ? inlineStylesheets(head, stylesheet) : head).replace(SCRIPT_PRELOAD, "").replace(EXTERNAL_SCRIPT, (tag, attributes) => {
      const source = deferrableSource(attributes);
      if (source === undefined) return tag;
      sources.push(source);
      nonce ??= attribute(attributes, "nonce");
      return "";
    });
    return kept;
  }

  /** Where a tag may be cut by the end of the piece: text from there waits for the next piece. */
  function safeEnd(text) {
    let end = text.length;
    const lastOpen = text.lastIndexOf("<");
    if (lastOpen !== -1 && text.indexOf(">", lastOpen) === -1) end = lastOpen;
    const script = text.lastIndexOf("<script", end);
    if (script !== -1 && text.indexOf("</script>", script) === -1) end = script;
    return end;
  }

  function scanBody() {
    EXTERNAL_SCRIPT.lastIndex = 0;
    for (let match; (match = EXTERNAL_SCRIPT.exec(pending)); ) {
      const source = deferrableSource(match[1]);
      if (source === undefined) continue;
      nonce ??= attribute(match[1], "nonce");
      const out = pending.slice(0, match.index) + scriptLoader([...sources, source], nonce) + pending.slice(match.index + match[0].length);
      pending = "";
      state = "done";
      return out;
    }
    const bodyEnd = pending.indexOf(BODY_END);
    if (bodyEnd !== -1) {
      const out = pending.slice(0, bodyEnd) + scriptLoader(sources, nonce) + pending.slice(bodyEnd);
      pending = "";
      state = "done";
      return out;
    }
    const end = safeEnd(pending);
    const out = pending.slice(0, end);
    pending = pending.slice(end);
    return out;
  }

  return {
    push(text) {
      if (state === "done") return text;
      pending += text;
      if (state === "head") {
        const headEnd = pending.indexOf(HEAD_END);
        if (headEnd === -1) {
          if (pending.length <= MAX_HEAD) return "";
          state = "done";
          const out = pending;
          pending = "";
          return out;
        }
        const head = takeFromHead(pending.slice(0, headEnd));
        pending = pending.slice(headEnd);
        if (sources.length === 0) {
          state = "done";
          const out = head + pending;
          pending = "";
          return out;
        }
        state = "body";
        return head + scanBody();
      }
      return scanBody();
    },
    end() {
      const rest = pending;
      pending = "";
      if (state === "body") {
        state = "done";
        return rest + scriptLoader(sources, nonce);
      }
      state = "done";
      return rest;
    },
  };
}

const isHtml = (type) => typeof type === "string" && type.toLowerCase().startsWith("text/html");

function toLatin1(chunk, encoding) {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8").toString("latin1");
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1");
}

/**
 * Rewrites the HTML documents written to `response` (the bodies of other types pass untouched). Call it before
 * anything writes to the response, and after the compression middleware, so that it sees the text and decides
 * before the middleware adds its `Content-Encoding`. A document whose headers left with a length is sent as it is.
 */
export function deferScriptsOf(response, { stylesheet } = {}) {
  const { write, end, writeHead } = response;
  /** undefined until the headers are written; null for a body sent as it is. */
  let deferral;

  function decide() {
    if (deferral !== undefined) return deferral;
    // A Content-Encoding here was set by whoever answered (a body already compressed), not by the middleware.
    const html = isHtml(response.getHeader("content-type")) && !response.getHeader("content-encoding");
    if (html && !response.headersSent) response.removeHeader("content-length");
    deferral = html && !response.hasHeader("content-length") ? createScriptDeferral({ stylesheet }) : null;
    if (deferral && stylesheet && !response.headersSent) {
      const link = withoutStylesheetPreloads(response.getHeader("link"), stylesheet);
      if (link === null) response.removeHeader("link");
      else if (link !== undefined) response.setHeader("link", link);
    }
    return deferral;
  }

  response.writeHead = function (statusCode, ...rest) {
    const headers = rest.at(-1);
    if (headers && typeof headers === "object" && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
      rest.pop();
    }
    if (!Array.isArray(headers)) decide();
    else deferral ??= null;
    return writeHead.call(this, statusCode, ...rest);
  };
  response.write = function (chunk, encoding, callback) {
    const done = typeof encoding === "function" ? encoding : callback;
    const rewriting = chunk != null && chunk.length !== 0 ? decide() : deferral;
    if (!rewriting) return write.call(this, chunk, encoding, callback);
    const out = rewriting.push(toLatin1(chunk, encoding));
    if (out) return write.call(this, Buffer.from(out, "latin1"), done);
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function (chunk, encoding, callback) {
    if (typeof chunk === "function") return end.call(this, chunk);
    const done = typeof encoding === "function" ? encoding : callback;
    const rewriting = chunk != null && chunk.length !== 0 ? decide() : deferral;
    if (!rewriting) return end.call(this, chunk, encoding, callback);
    const text = (chunk != null && chunk.length !== 0 ? rewriting.push(toLatin1(chunk, encoding)) : "") + rewriting.end();
    return end.call(this, Buffer.from(text, "latin1"), done);
  };
}
