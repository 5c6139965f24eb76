/**
 * Handing a request to a partner script through its window variable, in the two documented
 * patterns of such scripts: a function that queues its calls until the script replaces it
 * (AdSense for Search's `_googCsa` stub), and an array the script drains and then replaces
 * with an object of its own whose `push` draws at once (Taboola's `_taboola`). Both work
 * before the script has loaded, and after. Whatever else sits in the variable (another
 * script's value, a hostile getter) is left alone: the request is dropped with a warning,
 * never an error thrown into the page.
 */

/** What the search ads function's stub keeps: each call's arguments, for the script. */
interface QueuingFunction {
  (...args: unknown[]): void;
  q?: unknown[][];
  t?: number;
}

function read(win: Window, name: string): { value: unknown } | undefined {
  try {
    return { value: (win as unknown as Record<string, unknown>)[name] };
  } catch {
    return undefined;
  }
}

function write(win: Window, name: string, value: unknown): boolean {
  try {
    (win as unknown as Record<string, unknown>)[name] = value;
    return true;
  } catch {
    return false;
  }
}

/** Warns that the request went nowhere; false, for the caller to return. */
function dropped(name: string, error?: unknown): false {
  console.warn(`The partner ad request was dropped: ${name} is not usable`, error ?? '');
  return false;
}

/** Calls the function `name` with `args`, first installing the queuing stub where none is. */
export function callPartnerFunction(win: Window, name: string, args: readonly unknown[]): boolean {
  const current = read(win, name);
  if (!current) return dropped(name);
  if (current.value === undefined) {
    const stub: QueuingFunction = (...callArgs: unknown[]) => {
      (stub.q ??= []).push(callArgs);
    };
    stub.t = Date.now();
    if (!write(win, name, stub)) return dropped(name);
  } else if (typeof current.value !== 'function') {
    return dropped(name);
  }
  const target = read(win, name)?.value;
  try {
    (target as (...callArgs: unknown[]) => unknown)(...args);
    return true;
  } catch (error) {
    return dropped(name, error);
  }
}

/** Pushes `item` onto the queue `name`, first making it an array where none is. */
export function pushToPartnerQueue(win: Window, name: string, item: unknown): boolean {
  const current = read(win, name);
  if (!current) return dropped(name);
  if (current.value === undefined && !write(win, name, [])) return dropped(name);
  const queue = read(win, name)?.value as { push?: unknown } | null | undefined;
  try {
    if (typeof queue !== 'object' || queue === null || typeof queue.push !== 'function') {
      return dropped(name);
    }
    (queue.push as (entry: unknown) => unknown).call(queue, item);
    return true;
  } catch (error) {
    return dropped(name, error);
  }
}
