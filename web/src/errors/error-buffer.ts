/**
 * The first script of every page (render writes it inline, allowed by its hash, before the
 * client bundle: React's `bootstrapScriptContent`): it keeps the page's uncaught errors and
 * rejections, at most ERROR_BUFFER_MAX, until the error reporter loads and replays them
 * (spec 001 s8; error-reporter.ts). Plain ES5 in a string: it runs before any module.
 */
export const ERROR_BUFFER_GLOBAL = '__bytewireErrors';
export const ERROR_BUFFER_LISTENER = '__bytewireErrorListener';
export const ERROR_BUFFER_MAX = 20;

/** What the buffer keeps of an error event or a rejection. */
export interface BufferedError {
  /** `error`, `rejection`, or what the page caught itself (`service-worker`). */
  kind: string;
  message: string;
  source: string;
  line: number;
  column: number;
  stack: string;
}

export const ERROR_BUFFER_SCRIPT = `(function(w){var q=w.${ERROR_BUFFER_GLOBAL}=[];function l(e){if(q.length>=${ERROR_BUFFER_MAX})return;var r=e.type==="unhandledrejection",x=r?e.reason:e.error;q.push({kind:r?"rejection":"error",message:String(r?(x&&x.message)||x:e.message),source:e.filename||"",line:e.lineno||0,column:e.colno||0,stack:String((x&&x.stack)||"")})}w.${ERROR_BUFFER_LISTENER}=l;w.addEventListener("error",l);w.addEventListener("unhandledrejection",l)})(window)`;
