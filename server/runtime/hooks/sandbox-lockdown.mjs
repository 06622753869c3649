// Plain JavaScript, evaluated once in every new QuickJS context of a sandbox thread (see
// sandbox-worker.mjs). It hardens the context so one context can run many calls of the same
// hook without a call leaving anything for the next: every object reachable from the global
// object and from syntax (iterators, generators, arguments...) is frozen, `eval` is removed
// (an indirect eval could declare a global `let`, which no freeze covers), and each call
// runs the hook's source again in a new function scope, so its top-level variables are new.
// A call that fails, or leaves a Promise job queued, has its context thrown away.
// Assigning an inherited built-in method on one's own object (`o.toString = ...`) still
// works for the names below (the "override mistake" of frozen prototypes).

/** Longest text ctx.amounts reads (the host reader runs outside the engine's interrupt). */
export const AMOUNTS_MAX_CHARS = 100_000;

export const LOCKDOWN_SOURCE = `(function (hostMatch, hostAmounts, matcherSource, installerSource) {
  'use strict';
  var parse = JSON.parse;
  var stringify = JSON.stringify;
  var FunctionCtor = Function;
  var freeze = Object.freeze;
  var getPrototypeOf = Object.getPrototypeOf;
  var getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
  var defineProperty = Object.defineProperty;
  var ownKeys = Reflect.ownKeys;
  var apply = Reflect.apply;
  var hasOwn = Object.prototype.hasOwnProperty;
  var isArray = Array.isArray;

  function overridable(object, key) {
    var desc = getOwnPropertyDescriptor(object, key);
    if (!desc || !('value' in desc)) return;
    var value = desc.value;
    defineProperty(object, key, {
      get: function () { return value; },
      set: function (next) {
        if (this === object) throw new TypeError('Built-ins cannot be changed in a hook.');
        if (this === null || (typeof this !== 'object' && typeof this !== 'function')) return;
        if (apply(hasOwn, this, [key])) this[key] = next;
        else defineProperty(this, key, { value: next, writable: true, enumerable: true, configurable: true });
      },
      enumerable: desc.enumerable,
      configurable: false,
    });
  }
  var errors = [Error, EvalError, RangeError, ReferenceError, SyntaxError, TypeError, URIError, InternalError, AggregateError];
  var OVERRIDABLE = [
    [Object.prototype, ['constructor', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'toString', 'valueOf']],
    [Array.prototype, ['constructor', 'toString', 'push', 'concat']],
    [Function.prototype, ['constructor', 'bind', 'toString', 'apply', 'call']],
    [Iterator.prototype, ['constructor', Symbol.toStringTag]],
  ];
  for (var e = 0; e < errors.length; e++)
    OVERRIDABLE.push([errors[e].prototype, ['constructor', 'message', 'name', 'toString']]);
  for (var o = 0; o < OVERRIDABLE.length; o++)
    for (var k = 0; k < OVERRIDABLE[o][1].length; k++) overridable(OVERRIDABLE[o][0], OVERRIDABLE[o][1][k]);

  // Objects reachable only through syntax or a built-in's result, not by name.
  var roots = [globalThis, hostMatch, hostAmounts];
  function reach(make) {
    try { roots.push(make()); } catch (err) { /* not in this engine */ }
  }
  reach(function () { return function* () {}; });
  reach(function () { return (function* () {})(); });
  reach(function () { return async function () {}; });
  reach(function () { return async function* () {}; });
  reach(function () { return [][Symbol.iterator](); });
  reach(function () { return new Map()[Symbol.iterator](); });
  reach(function () { return new Set()[Symbol.iterator](); });
  reach(function () { return ''[Symbol.iterator](); });
  reach(function () { return /a/g[Symbol.matchAll]('a'); });
  reach(function () { return Iterator.from([]).map(function (x) { return x; }); });
  reach(function () { return Iterator.from({ next: function () { return { done: true }; } }); });
  reach(function () { return (function () { return arguments; })(); });
  reach(function () { return getOwnPropertyDescriptor(Function.prototype, 'caller').get; });

  var walked = new WeakSet();
  function deepFreeze() {
    var stack = roots.slice();
    while (stack.length > 0) {
      var value = stack.pop();
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) continue;
      if (walked.has(value)) continue;
      walked.add(value);
      freeze(value);
      stack.push(getPrototypeOf(value));
      var keys = ownKeys(value);
      for (var i = 0; i < keys.length; i++) {
        var desc = getOwnPropertyDescriptor(value, keys[i]);
        if ('value' in desc) stack.push(desc.value);
        else stack.push(desc.get, desc.set);
      }
    }
  }

  var inSandbox = null;
  function sandboxMatch() {
    if (inSandbox === null) {
      // Kept across calls, so strict (no caller to reach it by) and frozen with its prototype.
      inSandbox = FunctionCtor('"use strict"; return (' + matcherSource + ')')();
      freeze(inSandbox.prototype);
      freeze(inSandbox);
    }
    return inSandbox;
  }
  function strings(list) {
    if (!isArray(list)) return false;
    for (var i = 0; i < list.length; i++) if (typeof list[i] !== 'string') return false;
    return true;
  }
  // The host runs the same function on plain strings (much faster than this engine); any
  // other argument goes to the sandbox's own copy, so answers never differ.
  function match(text, words, allow) {
    if (typeof text === 'string' && strings(words) && strings(allow)) {
      var found = hostMatch(stringify([text, words, allow]));
      if (typeof found === 'string') return parse(found);
    }
    return sandboxMatch()(text, words, allow);
  }
  // ctx.amounts: the core's reader on the host, on strings only (it has no copy in here).
  function amounts(text) {
    if (typeof text !== 'string') throw new TypeError('ctx.amounts(text) takes a string.');
    if (text.length > ${AMOUNTS_MAX_CHARS})
      throw new RangeError('ctx.amounts reads at most ${AMOUNTS_MAX_CHARS} characters.');
    var found = hostAmounts(stringify(text));
    if (typeof found !== 'string') throw new Error('ctx.amounts: the amount reader failed.');
    return parse(found);
  }
  var install = FunctionCtor('"use strict"; return ' + installerSource)()(match, amounts);

  function compile(source) {
    var factory = FunctionCtor(source + '\\n;return typeof hook === "function" ? hook : undefined;');
    freeze(factory.prototype);
    return freeze(factory);
  }
  function run(factory, input) {
    var hook = factory();
    if (typeof hook !== 'function') throw new TypeError('The source must define function hook(ctx).');
    var out = hook(install(parse(input)));
    if (out === undefined) return undefined;
    var text = stringify(out);
    if (typeof text !== 'string') throw new TypeError('The hook returned a value that is not JSON.');
    return text;
  }

  var api = [compile, run, sandboxMatch];
  // Promise stays in the engine for async functions, but hooks are one synchronous call.
  roots.push(api, Promise, install, match, amounts);
  delete globalThis.eval;
  delete globalThis.Promise;
  deepFreeze();
  return api;
})`;
