/**
 * The site's test environment: jsdom 29 (the version the site's tests were written against; Jest's
 * own jest-environment-jsdom bundles 26, which lacks pointer events that Chakra's menus rely on),
 * through Jest's public @jest/environment-jsdom-abstract, plus the web platform pieces the site
 * uses that jsdom lacks and Node has (fetch and its Request/Response/Headers, streams,
 * structuredClone): the browser has them, so the site calls them directly and tests replace
 * `fetch` with jest.spyOn.
 */
const JSDOMEnvironment = require('@jest/environment-jsdom-abstract').default
const jsdom = require('jsdom')

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'structuredClone',
  'TextEncoder',
  'TextDecoder',
]

class SiteEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context, jsdom)
    for (const name of FROM_NODE) if (this.global[name] === undefined) this.global[name] = globalThis[name]
  }
}

module.exports = SiteEnvironment
