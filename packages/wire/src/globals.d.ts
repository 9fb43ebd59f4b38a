/**
 * The WHATWG Encoding API, present in browsers and in Node alike. The ES libraries this
 * package compiles against do not declare it, and the package must not pull in DOM or Node
 * typings, so the few members used here are declared.
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: Uint8Array): string;
}
